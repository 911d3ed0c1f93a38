import type { CurrentUser } from "../../../shared/members.ts";

/**
 * Who may do what with images (DECISIONS §3): every member may upload and see them; only the uploader, or an
 * admin, may edit or delete one. The client reads the same answer from each image's `can_edit`.
 */
export const imagePolicy = {
  canView: (_member: CurrentUser) => true,
  canUpload: (_member: CurrentUser) => true,
  canEdit: (member: CurrentUser, image: { uploaded_by: number }) => member.admin || image.uploaded_by === member.user_id,
  canDelete: (member: CurrentUser, image: { uploaded_by: number }) => member.admin || image.uploaded_by === member.user_id,
};
