import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MEMBERS_COPY.passkeys;

/** Settings → Security: passkeys (WebAuthn), each with a name; any of them signs in alone or after the password. */
export function PasskeysSection() {
  const dates = useClubDates();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState("");
  const list = passkeys.data?.passkeys ?? [];
  // The browser's own refusal (a cancelled prompt) is no message of ours to show word for word.
  const addFailure = add.error ? (add.error instanceof ApiError ? add.error.message : COPY.cancelled) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(name.trim(), { onSuccess: () => setName("") });
  };

  return (
    <div className="passkeys">
      <h3 id="settings-passkeys">{COPY.heading}</h3>
      <p>{COPY.intro}</p>
      {passkeys.isError && <Alert>{COPY.loadFailed}</Alert>}
      {list.length > 0 && (
        <ul className="sessions__list" aria-labelledby="settings-passkeys">
          {list.map((passkey) => (
            <li key={passkey.id} className="sessions__item">
              <div className="sessions__what">
                <span className="sessions__name">{passkey.name}</span>
                <span className="sessions__detail">
                  {COPY.added(dates.day(passkey.createdAt))}
                  {passkey.lastUsedAt && COPY.lastUsed(dates.day(passkey.lastUsedAt))}
                </span>
              </div>
              <Button
                variant="quiet"
                disabled={remove.isPending}
                onClick={() => remove.mutate(passkey.id)}
                aria-label={COPY.removeLabel(passkey.name)}
              >
                {COPY.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <Alert>{remove.error.message}</Alert>}
      {remove.isSuccess && <Alert tone="success">{remove.data.message}</Alert>}
      <form className="form passkeys__add" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.name}
          name="passkey-name"
          placeholder={COPY.namePlaceholder}
          maxLength={60}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {addFailure && <Alert>{addFailure}</Alert>}
        {add.isSuccess && <Alert tone="success">{add.data.message}</Alert>}
        <div>
          <Button type="submit" variant="quiet" disabled={add.isPending}>
            {add.isPending ? COPY.waiting : COPY.add}
          </Button>
        </div>
      </form>
    </div>
  );
}
