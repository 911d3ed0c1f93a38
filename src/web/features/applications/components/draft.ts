/** What the visitor has typed so far, across the wizard's steps (every field a string until it is checked). */
export interface ApplicationDraft {
  invitationCode: string;
  full_name: string;
  email: string;
  phone: string;
  reason: string;
  interests: string[];
  availability: string;
  membershipType: string;
  /** Decision 61: the tier she chooses among those the club sells ("" none yet). */
  tier: string;
  propertyAddress: string;
  propertyType: string;
  propertyDescription: string;
  propertyAvailability: string;
  referral: string;
  comments: string;
  /** Decision 0068: a member she names as her sponsor, and a word to her (both optional). */
  sponsorEmail: string;
  sponsorNote: string;
}

export const emptyDraft: ApplicationDraft = {
  invitationCode: "",
  full_name: "",
  email: "",
  phone: "",
  reason: "",
  interests: [],
  availability: "",
  membershipType: "",
  tier: "",
  propertyAddress: "",
  propertyType: "",
  propertyDescription: "",
  propertyAvailability: "",
  referral: "",
  comments: "",
  sponsorEmail: "",
  sponsorNote: "",
};

export type DraftChange = (change: Partial<ApplicationDraft>) => void;
