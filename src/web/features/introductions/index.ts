/** Introductions on other pages (a profile, Messages, a conversation) and an organiser's message (decision 0062). */
export { AskIntroduction } from "./components/AskIntroduction.tsx";
export { IntroductionsSection } from "./components/IntroductionsSection.tsx";
export { IntroductionNote } from "./components/IntroductionNote.tsx";
export { WriteToParticipants } from "./components/WriteToParticipants.tsx";
