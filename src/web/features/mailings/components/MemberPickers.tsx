import { useState } from "react";
import type { EventPerson } from "../../../../shared/events.ts";
import { useMailMembers } from "../api/get-members.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { RecipientPicker } from "./RecipientPicker.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

const COPY = MAILINGS_COPY.pickers;

interface PickerProps {
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** Admins choose among all active members (GET /api/admin/get-members), searched on the server. */
export function MemberPicker(props: PickerProps) {
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), 250);
  const members = useMailMembers(q, true);
  const people = (members.data ?? []).map((m) => ({
    user_id: m.user_id,
    name: m.name,
    detail: m.email,
    note: m.receivesAnnouncements ? undefined : COPY.announcementsOff,
  }));
  return (
    <RecipientPicker
      legend={COPY.members}
      searchLabel={COPY.searchMembers}
      query={query}
      onQuery={setQuery}
      people={people}
      loading={members.isPending}
      {...props}
    />
  );
}

/** An announcement goes to the event's participants: choose among them, searched by name. */
export function ParticipantPicker({ participants, ...props }: PickerProps & { participants: readonly EventPerson[] }) {
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const people = participants.filter((p) => p.name.toLowerCase().includes(needle));
  return (
    <RecipientPicker
      legend={COPY.participants}
      searchLabel={COPY.searchParticipants}
      query={query}
      onQuery={setQuery}
      people={people}
      loading={false}
      {...props}
    />
  );
}
