import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import type { CommitteeRole } from "../../../../shared/committees.ts";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { api } from "../../../lib/api.ts";
import { useSeatMember } from "../api/committees.ts";

const COPY = {
  legend: (committee: string) => `Seat a member on ${committee}`,
  find: "Find a member",
  findHint: "Part of her name, or her whole email address.",
  member: "Member",
  role: "Role",
  asMember: "Member",
  asChair: "Chair",
  seat: "Seat her",
  none: "No member found.",
} as const;

/**
 * The admins' member picker on a committee's card (decision 72, on decision 61's API): find a member by name, choose
 * her and her role, seat her. Plain labelled controls, each reached and used by keyboard.
 */
export function SeatMember({ committeeId, committeeName }: { committeeId: number; committeeName: string }) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState("");
  const [role, setRole] = useState<CommitteeRole>("member");
  const seat = useSeatMember();
  const term = query.trim();
  const found = useQuery({
    queryKey: ["committees", "member-search", term],
    queryFn: () =>
      api(callPath(EVENT_PATHS.memberSearch, {}, { q: term, limit: 10 }), {
        schema: z.array(memberSearchResultSchema),
      }),
    enabled: term.length >= 2,
  });
  const results = found.data ?? [];
  const userId = results.some((m) => String(m.user_id) === chosen) ? chosen : String(results[0]?.user_id ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId) seat.mutate({ id: committeeId, userId: Number(userId), role }, { onSuccess: () => setQuery("") });
  };
  return (
    <form className="committee__seat" onSubmit={submit}>
      <fieldset>
        <legend>{COPY.legend(committeeName)}</legend>
        <Field
          label={COPY.find}
          type="search"
          hint={COPY.findHint}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {term.length >= 2 && found.isSuccess && results.length === 0 && <p role="status">{COPY.none}</p>}
        {results.length > 0 && (
          <>
            <SelectField
              label={COPY.member}
              options={results.map((m) => ({ value: String(m.user_id), label: m.name }))}
              value={userId}
              onChange={(e) => setChosen(e.target.value)}
            />
            <SelectField
              label={COPY.role}
              options={[
                { value: "member", label: COPY.asMember },
                { value: "chair", label: COPY.asChair },
              ]}
              value={role}
              onChange={(e) => setRole(e.target.value as CommitteeRole)}
            />
            <Button type="submit" disabled={seat.isPending}>
              {COPY.seat}
            </Button>
          </>
        )}
        {seat.error && <Alert>{seat.error.message}</Alert>}
      </fieldset>
    </form>
  );
}
