import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import type { CommitteeRole } from "../../../../shared/committees.ts";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { Button } from "../../../components/ui/Button.tsx";
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
  const id = `seat-${committeeId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId) seat.mutate({ id: committeeId, userId: Number(userId), role });
  };
  return (
    <form className="committee__seat" onSubmit={submit}>
      <fieldset>
        <legend>{COPY.legend(committeeName)}</legend>
        <label htmlFor={`${id}-find`}>{COPY.find}</label>
        <input
          id={`${id}-find`}
          type="search"
          value={query}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span id={`${id}-hint`} className="committees__note">
          {COPY.findHint}
        </span>
        {term.length >= 2 && found.isSuccess && results.length === 0 && <p role="status">{COPY.none}</p>}
        {results.length > 0 && (
          <>
            <label htmlFor={`${id}-member`}>{COPY.member}</label>
            <select id={`${id}-member`} value={userId} onChange={(e) => setChosen(e.target.value)}>
              {results.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-role`}>{COPY.role}</label>
            <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as CommitteeRole)}>
              <option value="member">{COPY.asMember}</option>
              <option value="chair">{COPY.asChair}</option>
            </select>
            <Button type="submit" disabled={seat.isPending}>
              {COPY.seat}
            </Button>
          </>
        )}
        {seat.error && <p role="alert">{seat.error.message}</p>}
      </fieldset>
    </form>
  );
}
