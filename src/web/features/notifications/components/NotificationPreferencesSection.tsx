import { NOTICE_KINDS, deliveriesOf, type NoticeDelivery } from "../../../../shared/notifications.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { NOTIFICATIONS_COPY } from "../../../content/notifications.ts";
import { useChangeNoticePreferences, useNoticePreferences } from "../api/notifications.ts";

const COPY = NOTIFICATIONS_COPY.preferences;

/**
 * Settings → Notifications (docs/product/notifications.md): for each kind of notice, how she hears of it: in her inbox
 * only, by email at once, in a daily or weekly digest, or off (a mention offers no digest). Each change is saved at once.
 */
export function NotificationPreferencesSection() {
  const preferences = useNoticePreferences();
  const change = useChangeNoticePreferences();
  const current = preferences.data;
  return (
    <section id="notifications" className="settings__section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">{COPY.heading}</h2>
      <p>{COPY.text}</p>
      <p>{COPY.schedule}</p>
      {preferences.isPending && <p>{COPY.loading}</p>}
      {preferences.isError && <Alert>{COPY.loadFailed}</Alert>}
      {current && (
        <div className="notice-choices">
          {NOTICE_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={COPY.kinds[kind]}
              value={current[kind]}
              disabled={change.isPending}
              options={deliveriesOf(kind).map((delivery) => ({ value: delivery, label: COPY.deliveries[delivery] }))}
              onChange={(event) => change.mutate({ [kind]: event.target.value as NoticeDelivery })}
            />
          ))}
        </div>
      )}
      {change.isSuccess && <Alert tone="success">{COPY.saved}</Alert>}
      {change.isError && <Alert>{change.error.message || COPY.saveFailed}</Alert>}
    </section>
  );
}
