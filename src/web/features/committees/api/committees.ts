import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  COMMITTEES_PATHS,
  committeeSchema,
  committeesSchema,
  type CommitteeInput,
  type CommitteeRole,
  type CommitteeUpdate,
} from "../../../../shared/committees.ts";
import { fillPath } from "../../../../shared/paths/call-path.ts";
import { api } from "../../../lib/api.ts";

const KEY = ["committees"] as const;

/** Decision 61: the club's committees, and the calls that change them (each refreshes the list and her duties). */
export const useCommittees = () =>
  useQuery({ queryKey: KEY, queryFn: () => api(COMMITTEES_PATHS.committees, { schema: committeesSchema }) });

function useCommitteeCall<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      await client.invalidateQueries({ queryKey: ["duties"] });
    },
  });
}

export const useCreateCommittee = () =>
  useCommitteeCall((body: CommitteeInput) =>
    api(COMMITTEES_PATHS.committees, { method: "POST", body, schema: committeeSchema }),
  );

export const useUpdateCommittee = () =>
  useCommitteeCall(({ id, ...body }: CommitteeUpdate & { id: number }) =>
    api(fillPath(COMMITTEES_PATHS.committee, { id }), { method: "PUT", body, schema: committeeSchema }),
  );

export const useJoinCommittee = () =>
  useCommitteeCall(({ id, join }: { id: number; join: boolean }) =>
    api(fillPath(COMMITTEES_PATHS.myCommitteeSeat, { id }), {
      method: join ? "POST" : "DELETE",
      schema: committeeSchema,
    }),
  );

export const useSeatMember = () =>
  useCommitteeCall(({ id, userId, role }: { id: number; userId: number; role: CommitteeRole | null }) =>
    api(fillPath(COMMITTEES_PATHS.committeeMember, { id, userId }), {
      method: role === null ? "DELETE" : "PUT",
      ...(role === null ? {} : { body: { role } }),
      schema: committeeSchema,
    }),
  );
