import { useState, type FormEvent } from "react";
import { MEMBER_TYPES, type CurrentUser, type MemberType } from "../../../../shared/members.ts";
import { USER_TEXTS } from "../../../../shared/texts/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useUpdateUser } from "../api/update-user.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.details;

/** Username, and the member type that only an admin may change (docs/product/screens.md#settings). */
export function DetailsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [type, setType] = useState<MemberType>(user.type);
  const [nameError, setNameError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(COPY.usernameRequired);
    setNameError(undefined);
    update.mutate({ name: name.trim(), type, admin: user.admin });
  };

  return (
    <section className="settings__section" aria-labelledby="settings-details">
      <h2 id="settings-details">{COPY.heading}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.username}
          name="name"
          autoComplete="name"
          required
          error={nameError}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label={COPY.memberType}
          name="type"
          value={type}
          disabled={!user.admin}
          options={MEMBER_TYPES.map((value) => ({ value, label: value }))}
          onChange={(e) => setType(e.target.value as MemberType)}
        />
        {!user.admin && <p className="field__hint settings__note">{COPY.onlyAdminChangesType}</p>}
        {update.isSuccess && <Alert tone="success">{USER_TEXTS.detailsUpdated}</Alert>}
        {update.isError && <Alert>{USER_TEXTS.detailsFailed}</Alert>}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? COPY.saving : COPY.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
