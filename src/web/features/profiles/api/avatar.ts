import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IMAGE_TEXTS } from "../../../../shared/texts/gallery.ts";
import { PROFILE_PATHS } from "../../../../shared/paths/profiles.ts";
import { myAvatarSchema, type MyAvatar } from "../../../../shared/profiles.ts";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { api } from "../../../lib/api.ts";
import { profileKeys } from "./profiles.ts";
import { postImageForm } from "./upload-photo.ts";

const REFUSALS: Record<number, string> = { 413: IMAGE_TEXTS.tooLarge, 415: IMAGE_TEXTS.unsupported };

/** POST /api/me/avatar (multipart `image`). */
export async function uploadAvatar(file: File): Promise<MyAvatar> {
  const form = new FormData();
  form.append("image", file);
  const refused = (status: number) => REFUSALS[status] ?? PROFILES_COPY.avatar.uploadFailed;
  return myAvatarSchema.parse(await postImageForm(PROFILE_PATHS.myAvatar, form, refused));
}

/** Her photo set or removed: every answer that shows her (profiles, the directory) is read again. */
export function useAvatar() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.all });
  const upload = useMutation({ mutationFn: uploadAvatar, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (): Promise<MyAvatar> => api(PROFILE_PATHS.myAvatar, { method: "DELETE", schema: myAvatarSchema }),
    onSuccess: refresh,
  });
  return { upload, remove };
}
