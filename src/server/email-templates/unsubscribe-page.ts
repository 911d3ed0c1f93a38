import { escapeHtml } from "./escape-html.ts";
import { styleHashSource } from "../plugins/security-headers.ts";
import { UNSUBSCRIBE_TEXTS } from "../../shared/texts/mailings.ts";

/**
 * The small page an unsubscribe link opens (a mailing's, a digest's). Server-rendered, so it works without the web app
 * and without logging in; no script at all, and its one stylesheet is allowed by hash in its own CSP.
 */
const STYLE = [
  "body{margin:0;padding:48px 16px;background:#f7f3ec;color:#1c1a17;font:16px/1.6 Inter,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif}",
  "main{max-width:520px;margin:0 auto;background:#fffdf9;border:1px solid #e4dccf;border-top:4px solid #6b1d2a;padding:32px}",
  "h1{margin:0 0 16px;font:500 26px/1.25 Fraunces,Georgia,serif}",
  "p{margin:0 0 16px}",
  ".club{margin:0 0 20px;font:22px Fraunces,Georgia,serif;letter-spacing:.08em;text-transform:uppercase;color:#6b1d2a}",
  "button{padding:12px 24px;border:0;border-radius:4px;background:#6b1d2a;color:#f7f3ec;font:600 15px Inter,sans-serif;cursor:pointer}",
  "button:focus-visible,a:focus-visible{outline:3px solid #1c1a17;outline-offset:2px}",
  "a{color:#6b1d2a}",
].join("");

/** This page's own policy: nothing loads but its hashed style; the form posts to this origin only. */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src ${styleHashSource(STYLE)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export type UnsubscribePage = "confirm" | "already" | "done" | "unknown";

/** The words of one kind of unsubscribe page (a mailing's: UNSUBSCRIBE_TEXTS). */
export type UnsubscribeTexts = {
  titles: Record<UnsubscribePage, string>;
  settings: string;
  stillSent: string;
  confirm: (club: string) => string;
  button: string;
  unsubscribed: (club: string) => string;
  turnBackOn: (settings: string) => string;
  unknown: (settings: string) => string;
};

/** The RFC 8058 headers: a one-click HTTPS unsubscribe that mail clients can POST to. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

function content(page: UnsubscribePage, clubName: string, settingsUrl: string, texts: UnsubscribeTexts): string {
  const club = escapeHtml(clubName);
  const settings = `<a href="${escapeHtml(settingsUrl)}">${texts.settings}</a>`;
  const stillSent = texts.stillSent;
  switch (page) {
    case "confirm":
      return (
        `<p>${texts.confirm(club)} ${stillSent}</p>` +
        `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${texts.button}</button></form>`
      );
    case "already":
    case "done":
      return `<p>${texts.unsubscribed(club)} ${stillSent}</p><p>${texts.turnBackOn(settings)}</p>`;
    case "unknown":
      return `<p>${texts.unknown(settings)}</p>`;
  }
}

export function unsubscribePage(
  page: UnsubscribePage,
  clubName: string,
  settingsUrl: string,
  texts: UnsubscribeTexts = UNSUBSCRIBE_TEXTS,
): string {
  const title = escapeHtml(texts.titles[page]);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${escapeHtml(clubName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="club">${escapeHtml(clubName)}</p>
<h1>${title}</h1>
${content(page, clubName, settingsUrl, texts)}
</main>
</body>
</html>
`;
}
