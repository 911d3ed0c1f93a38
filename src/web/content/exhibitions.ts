/** Decision 72: the words of an event page's "Exhibition". */
export const EXHIBITIONS_COPY = {
  title: "Exhibition",
  intro: "Members show pieces from their showcase here until the exhibition opens.",
  none: "No piece is exhibited yet.",
  insideOnly: "Only those attending see the exhibits.",
  closed: "The exhibition has opened: its pieces are fixed.",
  by: (name: string) => `by ${name}`,
  yours: "Your piece",
  choosePiece: "Choose a piece",
  noPieces: "Add pieces to your showcase (Settings → Profile) to exhibit them.",
  exhibit: "Exhibit this piece",
  fee: (amount: string) => `Exhibiting costs ${amount} in your tier, charged to your membership ledger.`,
  free: "Exhibiting is free in your tier.",
  withdraw: "Withdraw",
  withdrawPiece: (title: string) => `Withdraw “${title}”`,
  makeExhibition: "Make this an exhibition",
  stopExhibition: "Stop the exhibition",
  exhibited: "Your piece is exhibited.",
  lapsed: "Your membership has lapsed, so you cannot exhibit a piece.",
  renew: "Renew it on My membership",
} as const;

export const formatFee = (minor: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).format(minor / 100);
