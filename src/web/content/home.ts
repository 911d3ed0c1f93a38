/**
 * The words of the members' home, /home once signed in: what is hers this week. Apart from the public home's
 * words (site.ts), which the members' home does not carry, nor the public home these.
 */
export const HOME_COPY = {
  eyebrow: "Members' area",
  welcome: "Welcome",
  welcomeName: (firstName: string | undefined) => `Welcome, ${firstName}`,
  lede: "Your club this week.",
  loadFailed: "Your home could not be loaded. Please refresh the page.",
  prompt: {
    title: "Complete your profile",
    text: "Add your photo, your role and a few words, so that members can find you and know what to ask you.",
    action: "Complete your profile",
  },
  invitations: {
    title: "Invitations awaiting your answer",
    invitedBy: (name: string) => `Invited by ${name}`,
    accept: "Accept",
    acceptLabel: (title: string) => `Accept the invitation to ${title}`,
    decline: "Decline",
    declineLabel: (title: string) => `Decline the invitation to ${title}`,
    answerFailed: "Your answer could not be sent. Please try again.",
  },
  nextEvents: {
    title: "Your next events",
    empty: "Nothing booked yet.",
    seeCalendar: "See what is on",
  },
  newEvents: {
    sinceLastVisit: "New since your last visit",
    inCalendar: "New in the calendar",
    empty: "No new events since you last came by.",
  },
  comments: {
    title: "For you in the conversation",
    empty: "No one has mentioned you or answered on your events and photos yet.",
    mentioned: "mentioned you on",
    wrote: "wrote on",
  },
  newMembers: {
    title: "Joined this month",
    empty: "No new members yet this month.",
    browse: "Browse the directory",
  },
  newPhotos: "New in the gallery",
} as const;
