import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  imagePeopleAnswerSchema,
  photoTaggingSchema,
  type ImagePeopleAnswer,
  type WhoMayTag,
} from "../../../../shared/gallery.ts";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { imageKey } from "./get-image.ts";

// People in photos (docs/product/privacy.md#people-in-photos, decision 0058).

export const peopleKey = (id: string) => [...imageKey(id), "people"] as const;

/** The people of a photo as she may see them, and where her own tag stands. */
export function useImagePeople(id: string) {
  return useQuery({
    queryKey: peopleKey(id),
    queryFn: () => api(callPath(GALLERY_PATHS.people, { id }), { schema: imagePeopleAnswerSchema }),
  });
}

type Change = { tag: number } | { remove: number } | { accept: number } | { decline: number };

/** Tags a member, removes a tag, or answers her own waiting tag: each answers the photo's people again. */
export function useChangePeople(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<ImagePeopleAnswer> => {
      const schema = imagePeopleAnswerSchema;
      if ("tag" in change)
        return api(callPath(GALLERY_PATHS.people, { id }), { method: "POST", body: { user_id: change.tag }, schema });
      if ("remove" in change)
        return api(callPath(GALLERY_PATHS.person, { id, userId: String(change.remove) }), { method: "DELETE", schema });
      const [path, userId] =
        "accept" in change
          ? [GALLERY_PATHS.personAccept, change.accept]
          : [GALLERY_PATHS.personDecline, change.decline];
      return api(callPath(path, { id, userId: String(userId) }), { method: "POST", schema });
    },
    onSuccess: (answer) => queryClient.setQueryData(peopleKey(id), answer),
  });
}

/** Members by part of a name, for the "Tag a member" picker. */
export function useTagCandidates(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["members", "tag-candidates", q],
    queryFn: () => api(callPath(EVENT_PATHS.memberSearch, {}, { q }), { schema: z.array(memberSearchResultSchema) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

const taggingKey = ["me", "photo-tagging"];

/** Her choice of who may tag her in photos (Settings → Privacy). */
export function usePhotoTagging() {
  return useQuery({
    queryKey: taggingKey,
    queryFn: () => api(GALLERY_PATHS.photoTagging, { schema: photoTaggingSchema }),
  });
}

export function useSetPhotoTagging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (who_may_tag: WhoMayTag) =>
      api(GALLERY_PATHS.photoTagging, { method: "PUT", body: { who_may_tag }, schema: photoTaggingSchema }),
    onSuccess: (data) => queryClient.setQueryData(taggingKey, data),
  });
}
