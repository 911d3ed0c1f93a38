/** Conversations on other pages: a member's profile and a stay request's card (decision 0049). */
export { MemberMessaging } from "./components/MemberMessaging.tsx";
export { StayConversationLink } from "./components/StayConversationLink.tsx";
export { MessageSettingsSection } from "./components/MessageSettingsSection.tsx";
