/** Settings → Invite a friend: a member's own invitations (decision 0057). */
export { InviteFriendSection } from "./components/InviteFriendSection.tsx";
