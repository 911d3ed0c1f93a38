import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  blockAnswerSchema,
  conversationSchema,
  MESSAGE_MAX_LENGTH,
  messagingWithSchema,
} from "../../../../shared/conversations.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { CONVERSATION_PATHS } from "../../../../shared/paths/conversations.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { MEMBER_MESSAGING_COPY as COPY } from "../../../content/conversations.ts";
import { api } from "../../../lib/api.ts";
import { useStartConversation } from "../api/conversations.ts";
import { AskIntroduction } from "../../introductions/index.ts";

/**
 * On a member's profile: "Send a message" (only when she may write to her), else "Ask for an introduction"
 * (decision 0062), and block or unblock.
 */
export function MemberMessaging({ userId, name }: { userId: number; name: string }) {
  const queryClient = useQueryClient();
  const key = ["messaging", userId];
  const messaging = useQuery({
    queryKey: key,
    queryFn: () => api(callPath(CONVERSATION_PATHS.messagingWith, { userId }), { schema: messagingWithSchema }),
  });
  const start = useStartConversation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  if (!messaging.data) return null;

  const toggleBlock = async () => {
    await api(callPath(CONVERSATION_PATHS.block, { userId }), {
      method: messaging.data.blocked ? "DELETE" : "POST",
      schema: blockAnswerSchema,
    });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { user_ids: [userId], text },
      { onSuccess: (conversation) => void navigate(`/messages/${conversationSchema.parse(conversation).id}`) },
    );
  };

  return (
    <div className="member-messaging">
      {messaging.data.may_message && !open && <Button onClick={() => setOpen(true)}>{COPY.send}</Button>}
      {!messaging.data.may_message && !messaging.data.blocked && <AskIntroduction userId={userId} name={name} />}
      {open && (
        <form onSubmit={submit}>
          <TextareaField
            label={COPY.label}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={start.isPending || !text.trim()}>
            {COPY.submit}
          </Button>
        </form>
      )}
      {start.isError && <Alert>{start.error.message}</Alert>}
      <Button variant="quiet" onClick={() => void toggleBlock()}>
        {messaging.data.blocked ? COPY.unblock : COPY.block}
      </Button>
    </div>
  );
}
