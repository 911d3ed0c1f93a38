/**
 * Every word of the public site, in one place: a club can change its copy here without touching layout.
 * Texts the product fixes (docs/product/screens.md) are kept exactly as given there.
 */
const clubName = "Salon";

export const SITE_COPY = {
  clubName,
  tagline: "A private members' club for women executives",

  home: {
    eyebrow: "Private members' club",
    title: "Off the record, among equals.",
    lede: "Salon brings together women who lead, for the hours that belong to them: gatherings worth the evening, creations worth showing, and houses worth the journey.",
    sections: [
      {
        id: "gather",
        title: "Gather and Create",
        text: "Weekly suppers and monthly salons, hosted by members for members. Small tables, real conversation, and something made together before the night is out.",
        topics: [
          "Supper salons",
          "Wine and tea tastings",
          "Studio workshops",
          "Book circles",
          "Cooking evenings",
          "Walks and hikes",
        ],
      },
      {
        id: "showcase",
        title: "Showcase",
        text: "Many of our members paint, write, photograph or design away from the boardroom. The club gives that work a wall, a stage and an audience that understands.",
        topics: ["Art displays", "Photography", "Readings", "Ceramics and craft", "Design", "Performances"],
      },
      {
        id: "travel",
        title: "Travel",
        text: "Private vacation homes across the network, hosted by members and offered to members at a discount, from a week in the mountains to a season by the sea.",
        topics: [
          "Coastal houses",
          "Mountain retreats",
          "City apartments",
          "Countryside estates",
          "Island stays",
          "Vineyard visits",
        ],
      },
    ],
    membershipCall: {
      title: "Membership is by invitation",
      text: "Three ways to belong, each with its own part in the life of the club.",
      button: "Membership",
    },
  },

  about: {
    title: "About the club",
    lede: "A place to be someone other than the person who runs the meeting.",
    why: {
      title: "WHY",
      text: "Women at the top spend their days carrying other people's agendas. Salon exists for the rest of life: curiosity, creation and friendship with peers who need nothing from you.",
    },
    what: {
      title: "WHAT",
      items: [
        "Off-work activities: suppers, tastings, workshops, walks and weekends away.",
        "Showcases of members' own creations, from paintings to performances.",
        "Travel to in-network private vacation homes, at members' discounts.",
      ],
    },
    whatNot: {
      title: "WHAT NOT",
      items: ["Work issues", "Job search", "Mentoring", "Parenting"],
      note: "These matter, and there are excellent places for them. This is not one of them.",
    },
  },

  membership: {
    title: "Membership",
    lede: "Every tier takes part in our gatherings for free. Each asks a six-month commitment, and each gives something different back.",
    allTiers: "All tiers participate in gatherings for free.",
    tiers: [
      {
        name: "Flying Member",
        // The fee is the club's to set (MEMBERSHIP_FEES): none shows until it is.
        fee: undefined,
        points: [
          "6-month minimum commitment",
          "Volunteering at club events",
          "Deep discount on vacation housing",
          "Exhibiting your own creations for a minimum fee",
        ],
      },
      {
        name: "Executive Member",
        fee: "By invitation",
        points: [
          "6-month minimum commitment",
          "Sits on committees and takes on admin duties",
          "Hosts weekly and monthly gatherings",
          "80% discount on vacation housing",
          "Exhibiting is free",
        ],
      },
      {
        name: "Hosting Member",
        fee: "By invitation",
        points: [
          "6-month minimum commitment",
          "Hosts a vacation house at least 1 month per year",
          "Sits on the operational committee",
          "Free vacation housing",
          "Exhibiting is free",
        ],
      },
    ],
    apply: "Apply with Invitation Code",
  },

  activities: {
    title: "Activities",
    lede: "What members do together, season after season.",
    columns: [
      {
        title: "Travel",
        items: ["Lake Como", "The Amalfi Coast", "Provence", "Kyoto", "Big Sur", "The Scottish Highlands"],
      },
      {
        title: "Gathering",
        items: ["Supper salons", "Tea parties", "Wine tastings", "Book club", "Golf mornings", "Yoga and meditation"],
      },
      {
        title: "Showcase",
        items: [
          "Painting",
          "Photography",
          "Sculpture and ceramics",
          "Writing and readings",
          "Textiles and design",
          "Music",
        ],
      },
    ],
  },

  privacy: {
    title: "Privacy policy",
    updated: "Last updated November 2026",
    sections: [
      {
        title: "What we keep",
        text: "Your name, email address, membership type and what you choose to share with the club: events, photographs and comments. Applications also hold the phone number and answers you give.",
      },
      {
        title: "Who sees it",
        text: "Only members of the club, and only what the club needs to show them. Your email address and phone number are seen by the club's administrators, never by other members.",
      },
      {
        title: "Photographs",
        text: "Every photograph is re-encoded when it is uploaded, and all hidden data, including location, is removed. Photographs are shown only to logged-in members.",
      },
      {
        title: "Email",
        text: "We write to you about your application, your account and the events you join. Club announcements can be switched off at any time in Settings or from the link in each announcement.",
      },
      {
        title: "Your rights",
        text: "You may ask for a copy of your data, or for its deletion, by writing to the membership office.",
      },
    ],
  },

  terms: {
    title: "Terms of service",
    updated: "Last updated November 2026",
    sections: [
      { title: "Membership", text: "Membership is personal and by invitation. Accounts may not be shared." },
      {
        title: "Discretion",
        text: "What is said and shown in the club stays in the club. Do not share other members' details, photographs or words outside it without their consent.",
      },
      {
        title: "Your content",
        text: "You keep the rights to what you upload. You allow the club to show it to members for as long as you keep it here.",
      },
      {
        title: "Conduct",
        text: "Be generous, be kind, and leave work at the door. The club may suspend an account that breaks these terms.",
      },
    ],
  },

  contact: {
    title: "Contact",
    lede: "The membership office answers every letter, usually within two working days.",
    emailLabel: "Write to us",
    addressLabel: "By post",
    address: ["The Membership Office", "Private correspondence address on request"],
  },

  footer: {
    navLabel: "Legal and contact",
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    links: [
      { to: "/privacy-policy", label: "Privacy policy" },
      { to: "/terms-of-service", label: "Terms of service" },
      { to: "/contact", label: "Contact" },
    ],
  },
} as const;
