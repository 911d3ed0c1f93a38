// The profiles feature's public entry: how the members' home shows a member.
export { Avatar } from "./components/Avatar.tsx";
export { MemberCard } from "./components/MemberCard.tsx";
