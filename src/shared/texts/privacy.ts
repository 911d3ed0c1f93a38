/** What the privacy module's answers say (decision 0047), which the web shows as sent. */
export const PRIVACY_TEXTS = {
  exportLinkGone: "This link has expired or has already been used. Ask for a new archive on your Privacy page.",
  exportUnderWay: "Your archive is already being prepared.",
  wrongPassword: "Your password is not right.",
  alreadyClosing: "Your account is already closing.",
  exportSubject: (club: string) => `Your archive from ${club} is ready`,
} as const;
