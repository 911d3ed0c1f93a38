import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageSettingsSchema, WHO_MAY_MESSAGE, type WhoMayMessage } from "../../../../shared/conversations.ts";
import { CONVERSATION_PATHS } from "../../../../shared/paths/conversations.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { MESSAGE_SETTINGS_COPY as COPY } from "../../../content/conversations.ts";
import { api } from "../../../lib/api.ts";

const key = ["me", "message-settings"];

/** Settings → Messages: who may write to her (members, members she has met, nobody). */
export function MessageSettingsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: key,
    queryFn: () => api(CONVERSATION_PATHS.settings, { schema: messageSettingsSchema }),
  });
  const save = useMutation({
    mutationFn: (who_may_message: WhoMayMessage) =>
      api(CONVERSATION_PATHS.settings, { method: "PUT", body: { who_may_message }, schema: messageSettingsSchema }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return (
    <section className="settings__section" aria-labelledby="settings-messages">
      <h2 id="settings-messages">{COPY.heading}</h2>
      {settings.data && (
        <SelectField
          label={COPY.label}
          value={settings.data.who_may_message}
          options={WHO_MAY_MESSAGE.map((value) => ({ value, label: COPY.choices[value] }))}
          onChange={(event) => save.mutate(event.target.value as WhoMayMessage)}
        />
      )}
      {save.isSuccess && <Alert tone="success">{COPY.saved}</Alert>}
      {save.isError && <Alert>{save.error.message}</Alert>}
    </section>
  );
}
