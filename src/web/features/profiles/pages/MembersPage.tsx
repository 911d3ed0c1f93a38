import { useParams } from "react-router";
import { DirectoryPage } from "./DirectoryPage.tsx";
import { ProfilePage } from "./ProfilePage.tsx";

/**
 * /members and /members/:userId: the directory and a member's profile, one chunk for both (each page of its own
 * would cost every public page the bytes of one more entry in the shell's list of chunks).
 */
export function MembersPage() {
  return useParams().userId === undefined ? <DirectoryPage /> : <ProfilePage />;
}
