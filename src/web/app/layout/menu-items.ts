import type { CurrentUser } from "../../../shared/members.ts";
import { SHELL_COPY } from "../../content/shell.ts";

export interface MenuLink {
  to: string;
  label: string;
}
export interface MenuSection {
  title: string | null;
  links: MenuLink[];
  /** The Members' Section ends with Logout, an action rather than a link. */
  withLogout?: boolean;
}

const { menu } = SHELL_COPY;
const link = (to: keyof typeof menu.links): MenuLink => ({ to, label: menu.links[to] });

/** The hamburger menu's contents for a visitor, a member or an admin (docs/product/screens.md#navigation-menu). */
export function menuSections(user: CurrentUser | null): MenuSection[] {
  if (!user) {
    return [
      {
        title: null,
        links: [link("/home"), link("/about"), link("/membership"), link("/activities"), link("/login")],
      },
    ];
  }
  const sections: MenuSection[] = [
    {
      title: menu.membersSection,
      links: [
        link("/home"),
        link("/calendar"),
        link("/gallery"),
        link("/members"),
        link("/stays"),
        link("/committees"),
        link("/settings"),
      ],
      withLogout: true,
    },
    {
      title: menu.infoSection,
      links: [link("/about"), link("/membership")],
    },
  ];
  if (user.admin) sections.push({ title: menu.adminSection, links: [link("/admin")] });
  return sections;
}
