import type { Introduction } from "../../shared/introductions.ts";

/** The words only the web says about introductions (decision 0062): on a profile, and in Messages. */
export const INTRODUCTIONS_COPY = {
  ask: "Ask for an introduction",
  askTitle: (name: string) => `An introduction to ${name}`,
  askLede: (name: string) =>
    `${name} does not receive messages from you. A member you both know can introduce you: if they both agree, a conversation opens between you.`,
  introducer: "Who could introduce you",
  reason: "Why you would like to meet",
  send: "Ask",
  sending: "Asking…",
  cancel: "Cancel",
  asked: (introducer: string) => `Asked. ${introducer} will decide whether to introduce you.`,
  noIntroducer: "No member you both know can introduce you yet: meet at an event first.",

  heading: "Introductions",
  loading: "Loading…",
  failed: "Your introductions could not be loaded.",
  says: (introduction: Introduction): string => {
    const { asker, introducer, to } = introduction;
    if (introduction.role === "asker") {
      if (introduction.state === "made") return `${to.name} accepted your introduction.`;
      if (introduction.state === "not-now") return `Your introduction to ${to.name}: not now.`;
      return `You asked ${introducer.name} to introduce you to ${to.name}.`;
    }
    if (introduction.role === "introducer") {
      if (introduction.state === "asked") return `${asker.name} asks you to introduce them to ${to.name}.`;
      if (introduction.state === "forwarded") return `You introduced ${asker.name} to ${to.name}: waiting for them.`;
      if (introduction.state === "made") return `${asker.name} and ${to.name} are introduced, thanks to you.`;
      return `${asker.name}'s introduction to ${to.name}: not now.`;
    }
    if (introduction.state === "forwarded") return `${introducer.name} would like to introduce you to ${asker.name}.`;
    if (introduction.state === "made") return `You accepted ${introducer.name}'s introduction to ${asker.name}.`;
    return `${introducer.name}'s introduction to ${asker.name}: not now.`;
  },
  reasonLabel: "Their reason",
  noteLabel: "Note",
  note: "A note for them both",
  forward: "Introduce them",
  forwarding: "Introducing…",
  accept: "Accept",
  decline: "Not now",
  open: "Open the conversation",
  introducedBy: (name: string) => `Introduced by ${name}`,
  introducedByFormer: "Introduced by a former member",
} as const;

/** On an event's page, for its organiser. */
export const EVENT_MESSAGE_COPY = {
  open: "Write to all participants",
  title: "Write to all participants",
  lede: "Each participant receives it in their inbox, and by email if they chose so.",
  label: "Your message",
  send: "Send",
  sending: "Sending…",
  cancel: "Cancel",
  sent: (count: number) =>
    count === 0
      ? "Sent: no participant receives it yet."
      : `Sent to ${count} ${count === 1 ? "participant" : "participants"}.`,
} as const;
