import { useState } from "react";
import { PROFILE_PATHS } from "../../../../shared/paths/profiles.ts";
import { PROFILE_TEXTS } from "../../../../shared/texts/profiles.ts";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAvatar } from "../api/avatar.ts";
import { Avatar } from "./Avatar.tsx";

const COPY = PROFILES_COPY.avatar;

/** The header draws her picture from a stylesheet (layout.css): it is pointed at a new address when she changes it. */
const refreshHeaderPicture = () =>
  document.documentElement.style.setProperty("--my-avatar", `url("${PROFILE_PATHS.myAvatar}?v=${Date.now()}")`);

/**
 * Her photo in the profile editor: a preview, an upload (busy while the server makes its sizes), and removing it (her initials then stand
 * in). Each takes effect at once, without the form's Save.
 */
export function AvatarPicker({
  name,
  avatarUrl,
  onChange,
}: {
  name: string;
  avatarUrl: string | null;
  onChange: (avatarUrl: string | null) => void;
}) {
  const { upload, remove } = useAvatar();
  const [done, setDone] = useState<string | undefined>();
  const busy = upload.isPending || remove.isPending;
  const failure = upload.error ?? remove.error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setDone(undefined);
    remove.reset();
    upload.mutate(file, {
      onSuccess: (answer) => {
        onChange(answer.avatar_url);
        refreshHeaderPicture();
        setDone(PROFILE_TEXTS.avatarSaved);
      },
    });
  };

  const clear = () => {
    setDone(undefined);
    upload.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        onChange(null);
        refreshHeaderPicture();
        setDone(PROFILE_TEXTS.avatarRemoved);
      },
    });
  };

  return (
    <div className="avatar-picker" aria-busy={busy}>
      <Avatar name={name} avatarUrl={avatarUrl} size="lg" />
      <div className="avatar-picker__actions">
        <label className={`button button--quiet file-button${busy ? " is-disabled" : ""}`}>
          {upload.isPending ? COPY.uploading : avatarUrl ? COPY.replace : COPY.upload}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        {avatarUrl && (
          <Button variant="quiet" onClick={clear} disabled={busy}>
            {remove.isPending ? COPY.removing : COPY.remove}
          </Button>
        )}
        <p className="field__hint">{COPY.hint}</p>
        <p className="avatar-picker__status" role="status">
          {done}
        </p>
        {failure && <Alert>{failure instanceof ApiError ? failure.message : COPY.changeFailed}</Alert>}
      </div>
    </div>
  );
}
