import { useState, type FormEvent } from "react";
import { INTRODUCTION_TEXT_MAX } from "../../../../shared/introductions.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { INTRODUCTIONS_COPY as COPY } from "../../../content/introductions.ts";
import { useAskIntroduction, useIntroducers } from "../api/introductions.ts";

/**
 * On the profile of a member she may not write to: "Ask for an introduction" opens a dialog where she chooses a
 * mutual member (one who met them both, or an admin) and says why (decision 0062).
 */
export function AskIntroduction({ userId, name }: { userId: number; name: string }) {
  const introducers = useIntroducers(userId, true);
  const ask = useAskIntroduction();
  const [open, setOpen] = useState(false);
  const [introducerId, setIntroducerId] = useState("");
  const [reason, setReason] = useState("");
  const choices = introducers.data?.introducers ?? [];
  if (!introducers.data || introducers.data.may_message) return null;
  if (choices.length === 0) return <p className="ask-introduction__none">{COPY.noIntroducer}</p>;
  if (ask.isSuccess) {
    const chosen = choices.find((choice) => String(choice.user_id) === introducerId);
    return <Alert tone="success">{COPY.asked(chosen?.name ?? "")}</Alert>;
  }

  const close = () => setOpen(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ introducer_id: Number(introducerId || choices[0]!.user_id), to_user_id: userId, reason });
  };
  const formId = `ask-introduction-${userId}`;
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        {COPY.ask}
      </Button>
      {open && (
        <Dialog
          open
          title={COPY.askTitle(name)}
          onClose={close}
          footer={
            <>
              <Button type="button" variant="quiet" onClick={close}>
                {COPY.cancel}
              </Button>
              <Button type="submit" form={formId} disabled={ask.isPending || !reason.trim()}>
                {ask.isPending ? COPY.sending : COPY.send}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={submit} className="form">
            <p>{COPY.askLede(name)}</p>
            <SelectField
              label={COPY.introducer}
              value={introducerId || String(choices[0]!.user_id)}
              options={choices.map((choice) => ({ value: String(choice.user_id), label: choice.name }))}
              onChange={(event) => setIntroducerId(event.target.value)}
            />
            <TextareaField
              label={COPY.reason}
              value={reason}
              maxLength={INTRODUCTION_TEXT_MAX}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              error={ask.error?.message}
            />
          </form>
        </Dialog>
      )}
    </>
  );
}
