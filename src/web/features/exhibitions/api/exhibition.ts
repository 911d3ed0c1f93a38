import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  EXHIBITIONS_PATHS,
  exhibitionSchema,
  type Exhibition,
  type NewExhibit,
} from "../../../../shared/exhibitions.ts";
import { fillPath } from "../../../../shared/paths/call-path.ts";
import { PROFILE_PATHS } from "../../../../shared/paths/profiles.ts";
import { myShowcaseSchema } from "../../../../shared/profiles.ts";
import { api } from "../../../lib/api.ts";

const key = (eventId: string) => ["exhibition", eventId] as const;

/** Decision 72: whether the event is an exhibition, its exhibits, and what she may do. */
export const useExhibition = (eventId: string) =>
  useQuery({
    queryKey: key(eventId),
    queryFn: () => api(fillPath(EXHIBITIONS_PATHS.exhibits, { id: eventId }), { schema: exhibitionSchema }),
  });

/** Her showcase pieces, to choose the one she exhibits. */
export const useMyPieces = (enabled: boolean) =>
  useQuery({
    queryKey: ["profiles", "my-showcase"],
    queryFn: () => api(PROFILE_PATHS.myShowcase, { schema: myShowcaseSchema }),
    enabled,
  });

function useExhibitionChange<Input>(eventId: string, call: (input: Input) => Promise<Exhibition>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (exhibition) => {
      client.setQueryData(key(eventId), exhibition);
      // Her ledger and membership page show the fee charged or credited back.
      await client.invalidateQueries({ queryKey: ["membership"] });
    },
  });
}

export const useExhibit = (eventId: string) =>
  useExhibitionChange(eventId, (body: NewExhibit) =>
    api(fillPath(EXHIBITIONS_PATHS.exhibits, { id: eventId }), { method: "POST", body, schema: exhibitionSchema }),
  );

export const useWithdraw = (eventId: string) =>
  useExhibitionChange(eventId, (imageId: string) =>
    api(fillPath(EXHIBITIONS_PATHS.exhibit, { id: eventId, imageId }), { method: "DELETE", schema: exhibitionSchema }),
  );

export const useSetExhibition = (eventId: string) =>
  useExhibitionChange(eventId, (exhibition: boolean) =>
    api(fillPath(EXHIBITIONS_PATHS.exhibition, { id: eventId }), {
      method: "PUT",
      body: { exhibition },
      schema: exhibitionSchema,
    }),
  );
