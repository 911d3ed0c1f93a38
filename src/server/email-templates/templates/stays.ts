import { dateSettingsOf, formatDayRange, formatWeekdayDay } from "../../../shared/dates/index.ts";
import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

interface StayEmailBase {
  name: string;
  requestId: string;
  homeTitle: string;
  place: string;
  from: string;
  to: string;
  guests: number;
}

/** A stay's days as the club writes dates (docs/product/dates.md): "Thu, Jul 1, 2027". */
const day = (context: EmailContext, date: string) => formatWeekdayDay(dateSettingsOf(context), date) || date;

const stayRows = (data: StayEmailBase, context: EmailContext) =>
  [
    ["Home", data.homeTitle],
    ["Where", data.place],
    ["Arrive", day(context, data.from)],
    ["Leave", day(context, data.to)],
    ["Guests", String(data.guests)],
  ] as const;

const requestLink = (context: EmailContext, requestId: string) =>
  clubLink(context, `/stays/requests?request=${segment(requestId)}`);

/** To the host: a member asks to stay. Never the address (the host knows it). */
export interface StayRequestedData extends StayEmailBase {
  guestName: string;
  message: string;
}

export function stayRequestedEmail(data: StayRequestedData, context: EmailContext): RenderedEmail {
  return renderLayout(context, {
    subject: `${data.guestName} asks to stay at ${data.homeTitle}`,
    preheader: `${formatDayRange(dateSettingsOf(context), data.from, data.to) || data.from}, ${data.guests} guest(s).`,
    heading: "A stay request",
    blocks: [
      { type: "paragraph", text: `Dear ${data.name},` },
      { type: "paragraph", text: `${data.guestName} would like to stay at your home.` },
      { type: "details", rows: stayRows(data, context) },
      ...(data.message ? [{ type: "quote" as const, text: data.message }] : []),
      { type: "button", label: "Answer the request", url: requestLink(context, data.requestId) },
    ],
  });
}

/**
 * To the guest: the host accepted or declined. An accepted stay carries the exact address and the host's email: the
 * guest may now know them. A declined one carries neither.
 */
export type StayAnsweredData = StayEmailBase & { hostName: string } & (
    { accepted: true; address: string; hostEmail: string } | { accepted: false; reason: string | null }
  );

export function stayAnsweredEmail(data: StayAnsweredData, context: EmailContext): RenderedEmail {
  const url = requestLink(context, data.requestId);
  if (data.accepted) {
    return renderLayout(context, {
      subject: `Your stay at ${data.homeTitle} is confirmed`,
      preheader: `${data.hostName} looks forward to welcoming you.`,
      heading: "Your stay is confirmed",
      blocks: [
        { type: "paragraph", text: `Dear ${data.name},` },
        { type: "paragraph", text: `${data.hostName} has accepted your request.` },
        { type: "details", rows: [...stayRows(data, context), ["Address", data.address], ["Host", data.hostEmail]] },
        { type: "button", label: "View your stay", url },
      ],
    });
  }
  return renderLayout(context, {
    subject: `Your request for ${data.homeTitle}`,
    preheader: `${data.hostName} cannot host you on these dates.`,
    heading: "Your request was declined",
    blocks: [
      { type: "paragraph", text: `Dear ${data.name},` },
      { type: "paragraph", text: `${data.hostName} cannot host you on these dates.` },
      { type: "details", rows: stayRows(data, context) },
      ...(data.reason ? [{ type: "quote" as const, text: data.reason }] : []),
      { type: "button", label: "Find another home", url: clubLink(context, "/stays") },
    ],
  });
}

/** To the other side: a request or a stay was cancelled. */
export interface StayCancelledData extends StayEmailBase {
  cancelledBy: string;
  reason: string | null;
}

export function stayCancelledEmail(data: StayCancelledData, context: EmailContext): RenderedEmail {
  return renderLayout(context, {
    subject: `Stay at ${data.homeTitle} cancelled`,
    preheader: `${data.cancelledBy} cancelled the stay of ${day(context, data.from)}.`,
    heading: "A stay was cancelled",
    blocks: [
      { type: "paragraph", text: `Dear ${data.name},` },
      { type: "paragraph", text: `${data.cancelledBy} cancelled this stay.` },
      { type: "details", rows: stayRows(data, context) },
      ...(data.reason ? [{ type: "quote" as const, text: data.reason }] : []),
      { type: "button", label: "View the stay", url: requestLink(context, data.requestId) },
    ],
  });
}
