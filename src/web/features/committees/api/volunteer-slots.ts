import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { COMMITTEES_PATHS, volunteerSlotsSchema, type SetVolunteerSlots } from "../../../../shared/committees.ts";
import { fillPath } from "../../../../shared/paths/call-path.ts";
import { api } from "../../../lib/api.ts";

const key = (eventId: string) => ["volunteer-slots", eventId] as const;

/** Decision 61: an event's volunteer slots; taking, giving back and setting them answer the slots as they are now. */
export const useVolunteerSlots = (eventId: string) =>
  useQuery({
    queryKey: key(eventId),
    queryFn: () =>
      api(fillPath(COMMITTEES_PATHS.eventVolunteerSlots, { id: eventId }), { schema: volunteerSlotsSchema }),
  });

export function useTakeSlot(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, take }: { slotId: number; take: boolean }) =>
      api(fillPath(COMMITTEES_PATHS.volunteerSlotTake, { id: eventId, slotId }), {
        method: take ? "POST" : "DELETE",
        schema: volunteerSlotsSchema,
      }),
    onSuccess: async (slots) => {
      client.setQueryData(key(eventId), slots);
      await client.invalidateQueries({ queryKey: ["duties"] });
    },
  });
}

export function useSetSlots(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetVolunteerSlots) =>
      api(fillPath(COMMITTEES_PATHS.eventVolunteerSlots, { id: eventId }), {
        method: "PUT",
        body,
        schema: volunteerSlotsSchema,
      }),
    onSuccess: (slots) => client.setQueryData(key(eventId), slots),
  });
}
