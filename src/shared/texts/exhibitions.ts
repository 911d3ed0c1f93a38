/** Decision 72: the server's words about exhibitions (the web shows them as they come). */
export const EXHIBITION_TEXTS = {
  notAnExhibition: "This event is not an exhibition.",
  closed: "The exhibition has begun (or was cancelled): its exhibits are fixed.",
  confidentialInsideOnly: "At a confidential gathering, only those taking part exhibit: join it first.",
  notInShowcase: "Choose one of the pieces in your showcase.",
  shownAlready: "This piece is in the exhibition already.",
  noSuchExhibit: "No such exhibit in this exhibition.",
  onlyTheExhibitor: "Only the member who exhibited a piece withdraws it, before the exhibition begins.",
  hasExhibits: "Members have exhibited here: withdraw their pieces before it stops being an exhibition.",
  chargeDescription: (piece: string, event: string) => `Exhibiting fee: “${piece}” at ${event}`,
  creditDescription: (piece: string, event: string) => `Exhibit withdrawn: “${piece}” at ${event}`,
} as const;
