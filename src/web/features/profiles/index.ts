// The profiles feature's public entry: how other features show a member (her card; her face beside comments and in
// lists). The feature's own pages import from here too, so that these and the profile schemas share one chunk with the
// pages that show members, instead of adding chunks every page's list of preloads names.
export { Avatar } from "./components/Avatar.tsx";
export { MemberCard } from "./components/MemberCard.tsx";
