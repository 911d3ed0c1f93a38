import { callPath } from "../../../../shared/paths/call-path.ts";
import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorSchema } from "../../../../shared/errors.ts";
import { staySchema, type Stay, type StayCreate, type StayUpdate } from "../../../../shared/stays.ts";
import { api, ApiError } from "../../../lib/api.ts";
import { stayKeys } from "./stay-keys.ts";

export type StayInput = StayCreate;

/** POST /api/stays, or PUT /api/stays/:id when the home exists. */
export function useSaveStay(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StayInput | StayUpdate) =>
      id === undefined
        ? api(STAY_PATHS.list, { method: "POST", body, schema: staySchema })
        : api(callPath(STAY_PATHS.one, { id }), { method: "PUT", body, schema: staySchema }),
    onSuccess: (stay: Stay) => {
      queryClient.setQueryData(stayKeys.one(stay.id), stay);
      return queryClient.invalidateQueries({ queryKey: stayKeys.all });
    },
  });
}

/** POST /api/stays/:id/photos as multipart: the image pipeline strips its metadata. */
export async function uploadStayPhoto(id: string, file: File) {
  const form = new FormData();
  form.append("image", file);
  const response = await fetch(callPath(STAY_PATHS.photos, { id }), {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : response.statusText);
  }
  return staySchema.parse(payload);
}

export function useStayPhotos(id: string) {
  const queryClient = useQueryClient();
  const update = (stay: Stay) => {
    queryClient.setQueryData(stayKeys.one(stay.id), stay);
    return queryClient.invalidateQueries({ queryKey: stayKeys.all });
  };
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadStayPhoto(id, file), onSuccess: update }),
    remove: useMutation({
      mutationFn: (photoId: string) =>
        api(callPath(STAY_PATHS.photo, { id, photoId }), { method: "DELETE", schema: staySchema }),
      onSuccess: update,
    }),
  };
}
