import { clubLink, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface DuesReceiptData {
  name: string;
  receipt: string;
  /** Already written in the club's currency ("$1,200.00"). */
  amount: string;
  date: string;
  method: string;
  reference: string | null;
  /** "Nothing owed", "$200.00 still due" or "$50.00 in credit". */
  balance: string;
}

/** To a member when an admin records her payment (decision 48), with the receipt as a PDF attached. */
export function duesReceiptEmail(data: DuesReceiptData, context: EmailContext): RenderedEmail {
  return renderLayout(context, {
    subject: `Your receipt ${data.receipt}: ${data.amount} received`,
    preheader: `${context.clubName} received ${data.amount} on ${data.date}.`,
    heading: "Thank you: your payment is received",
    blocks: [
      { type: "paragraph", text: `Dear ${data.name},` },
      {
        type: "paragraph",
        text: `${context.clubName} received your payment. This email is your receipt; the same receipt is attached as a PDF.`,
      },
      {
        type: "details",
        rows: [
          ["Receipt", data.receipt],
          ["Amount", data.amount],
          ["Date", data.date],
          ["Method", data.method],
          ...(data.reference ? ([["Reference", data.reference]] as const) : []),
          ["Balance", data.balance],
        ],
      },
      { type: "button", label: "See your membership", url: clubLink(context, "/settings#membership") },
    ],
  });
}

export interface DuesReminderData {
  name: string;
  stage: "30-days" | "7-days" | "lapsed";
  tier: string | null;
  termEnd: string;
  /** What she owes, written in the club's currency, or null when nothing. */
  owes: string | null;
}

/** Before her term ends (30 and 7 days) and when it lapses: once each (decision 48). */
export function duesReminderEmail(data: DuesReminderData, context: EmailContext): RenderedEmail {
  const what = data.tier ? `your ${data.tier} membership` : "your membership";
  const lapsed = data.stage === "lapsed";
  const when = data.stage === "30-days" ? "in 30 days" : "in 7 days";
  return renderLayout(context, {
    subject: lapsed ? `Your membership of ${context.clubName} has lapsed` : `Your membership renews ${when}`,
    preheader: lapsed ? `Renew to take part again.` : `Your term ends on ${data.termEnd}.`,
    heading: lapsed ? "Your membership has lapsed" : "Your membership is due for renewal",
    blocks: [
      { type: "paragraph", text: `Dear ${data.name},` },
      {
        type: "paragraph",
        text: lapsed
          ? `The term of ${what} ended on ${data.termEnd} and its grace period is over. You can still sign in and read your membership; to join events, request stays or exhibit again, renew with the club's treasurer.`
          : `The term of ${what} ends on ${data.termEnd}. To renew, pay your dues to the club's treasurer; your membership page shows what you owe.`,
      },
      ...(data.owes ? [{ type: "details" as const, rows: [["Owed now", data.owes]] as const }] : []),
      { type: "button", label: "See your membership", url: clubLink(context, "/settings#membership") },
    ],
  });
}
