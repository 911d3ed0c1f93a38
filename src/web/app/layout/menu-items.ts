import type { CurrentUser } from "../../../shared/members.ts";

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

/** The hamburger menu's contents for a visitor, a member or an admin (docs/product/screens.md#navigation-menu). */
export function menuSections(user: CurrentUser | null): MenuSection[] {
  if (!user) {
    return [
      {
        title: null,
        links: [
          { to: "/home", label: "Home" },
          { to: "/about", label: "About" },
          { to: "/membership", label: "Membership" },
          { to: "/activities", label: "Activities" },
          { to: "/login", label: "Login" },
        ],
      },
    ];
  }
  const sections: MenuSection[] = [
    {
      title: "Members' Section",
      links: [
        { to: "/home", label: "Home" },
        { to: "/calendar", label: "Events" },
        { to: "/gallery", label: "Gallery" },
        { to: "/settings", label: "Settings" },
      ],
      withLogout: true,
    },
    {
      title: "Info Section",
      links: [
        { to: "/about", label: "About" },
        { to: "/membership", label: "Membership" },
      ],
    },
  ];
  if (user.admin) sections.push({ title: "Admin", links: [{ to: "/admin", label: "Admin Panel" }] });
  return sections;
}
