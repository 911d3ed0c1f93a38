import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { conversationSchema } from "../../../../shared/conversations.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { CONVERSATION_PATHS } from "../../../../shared/paths/conversations.ts";
import { STAY_CONVERSATION_COPY as COPY } from "../../../content/conversations.ts";
import { api } from "../../../lib/api.ts";

/**
 * On a stay request's card, for its guest and host: the request's conversation, named after the other side ("Write to
 * Helena Marchetti") when the card knows her.
 */
export function StayConversationLink({ requestId, withName }: { requestId: string; withName?: string }) {
  const conversation = useQuery({
    queryKey: ["conversations", "stay-request", requestId],
    queryFn: () => api(callPath(CONVERSATION_PATHS.forStayRequest, { requestId }), { schema: conversationSchema }),
  });
  if (!conversation.data) return null;
  const unread = conversation.data.unread_count;
  return (
    <Link className="button button--quiet" to={`/messages/${conversation.data.id}`}>
      {withName
        ? unread > 0
          ? COPY.writeToUnread(withName, unread)
          : COPY.writeTo(withName)
        : unread > 0
          ? COPY.openUnread(unread)
          : COPY.open}
    </Link>
  );
}
