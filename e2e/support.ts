import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import axeCore from "axe-core";
import { ADMIN } from "../playwright.config.ts";

export { ADMIN };

/** The rules every screen is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * A document that may not run scripts (a frame sandboxed without `allow-scripts`: the emails on /mail and in the mail
 * log) lets Playwright evaluate in it but never fires its timers, and axe settles every rule on a `setTimeout`: axe's
 * run there never ended, the journey timed out, and its closing browser failed axe's last step with "Failed to open a
 * new tab". So axe's source refuses to load in such a document, which @axe-core/playwright takes as a frame it cannot
 * enter: what the frame shows is left out, and its iframe element (its title included) is checked with the page.
 * The document tells itself: where scripting is off, the HTML parser reads a `<noscript>`'s content as markup.
 */
const AXE_SOURCE = `if ((() => {
  const probe = document.createElement("div");
  probe.innerHTML = "<noscript><p></p></noscript>";
  return probe.querySelector("noscript p") !== null;
})()) throw new Error("axe cannot run in a document without scripts: its timers never fire there");
${axeCore.source}`;

/**
 * axe-core finds nothing on the page as it stands (frames without scripts: their iframe elements only, see above).
 * Only violations are collected: the passes are many and slow to gather.
 */
export async function expectAccessible(page: Page) {
  // A dialog fading in has, for a moment, colours no one reads: axe judges the page once what moves has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Chromium's line when Playwright's trace recorder reaches into a frame sandboxed without scripts (its snapshots
 * run script in every frame; without tracing, no line): it says nothing about the page.
 */
const TRACE_IN_A_SANDBOX =
  /^Blocked script execution in '[^']*' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/** The page's console errors and uncaught exceptions from now on (a journey expects none). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !TRACE_IN_A_SANDBOX.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const waitSeconds = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Logs in through the form and answers the server's response. The login is limited to 10 per minute per IP and
 * a journey that signs in more than that (each has an address of its own: e2e/journey.ts) waits for the window to pass and tries again.
 */
export async function logInThroughTheForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto("/login");
  return submitTheLoginForm(page, email, password);
}

/** Fills and submits the login form the page shows (a link's `/login?next=…` too), waiting out the per-IP limit. */
export async function submitTheLoginForm(page: Page, email: string, password: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/login" && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Login" }).click();
    const response = await answer;
    if (response.status() !== 429) return response;
    await waitSeconds(Number(response.headers()["retry-after"] ?? 30) + 1);
  }
  throw new Error("the login stayed rate-limited");
}

/** Clicks a button whose POST to `pathname` counts in the per-IP sign-in limit, waiting it out. */
export async function clickWaitingOutTheSignInLimit(page: Page, button: Locator, pathname: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === pathname && r.request().method() === "POST",
    );
    await button.click();
    const response = await answer;
    if (response.status() !== 429) return response;
    await waitSeconds(Number(response.headers()["retry-after"] ?? 30) + 1);
  }
  throw new Error(`${pathname} stayed rate-limited`);
}

/** Logs an API client (or a page's `request`) in, waiting out the per-IP login limit like logInThroughTheForm. */
export async function logInThroughTheApi(api: APIRequestContext, email: string, password: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await api.post("/login", { data: { email, password } });
    if (response.status() !== 429) return response;
    await waitSeconds(Number(response.headers()["retry-after"] ?? 30) + 1);
  }
  throw new Error("the login stayed rate-limited");
}

export async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

/** Waits for an email to `to` that the e2e app sent over SMTP to the journeys' mail server; answers its text (headers and body). */
export async function waitForEmail(to: string, subjectIncludes: string, timeoutMs = 15_000): Promise<string> {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const { E2E_INBOX_DIR } = await import("../playwright.config.ts");
  const dir = E2E_INBOX_DIR;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
        const text = fs.readFileSync(path.join(dir, file), "utf8");
        const unfolded = text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        if (unfolded.toLowerCase().includes(`to: ${to.toLowerCase()}`) && unfolded.includes(subjectIncludes))
          return unfolded;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${to} about "${subjectIncludes}"`);
}

/** From now on the journeys' mail server refuses this address at RCPT TO with 550 ("No such mailbox"). */
export async function closeMailbox(address: string) {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const { E2E_INBOX_DIR } = await import("../playwright.config.ts");
  fs.mkdirSync(E2E_INBOX_DIR, { recursive: true });
  fs.appendFileSync(path.join(E2E_INBOX_DIR, "closed-mailboxes.txt"), `${address.toLowerCase()}\n`);
}

/** The secret of the first link with this path in an email, e.g. linkIn(email, "/register/"). */
export function linkIn(email: string, pathPrefix: string): string {
  const match = new RegExp(`${pathPrefix.replaceAll("/", "\\/")}([A-Za-z0-9_-]+)`).exec(email);
  if (!match) throw new Error(`no ${pathPrefix} link in the email`);
  return match[1]!;
}

/** Moves a member's sessions' last proof of a factor an hour back, as an hour away from the desk would (step-up). */
export function ageProof(dataDir: string, email: string) {
  const db = new DatabaseSync(path.join(dataDir, "salon.sqlite"));
  try {
    db.prepare("update sessions set proven_at = ? where user_id = (select user_id from users where email = ?)").run(
      Date.now() - 60 * 60 * 1000,
      email.toLowerCase(),
    );
  } finally {
    db.close();
  }
}

/** Moves the day a member turned her authenticator app on `days` back, as if she had set it up then (decision 33). */
export function ageAuthenticatorApp(dataDir: string, email: string, days: number) {
  const db = new DatabaseSync(path.join(dataDir, "salon.sqlite"));
  try {
    db.prepare(
      "update totp_factors set confirmed_at = ? where user_id = (select user_id from users where email = ?)",
    ).run(Date.now() - days * 24 * 60 * 60 * 1000, email.toLowerCase());
  } finally {
    db.close();
  }
}

/**
 * Chromium's virtual authenticator, through the DevTools protocol: a platform authenticator that keeps discoverable
 * credentials and verifies its user, for journeys that make and use passkeys.
 */
export async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The admin signs in on a browser of her own and opens an event's Invite Member(s) dialog. */
export async function adminOpensInviteDialog(browser: Browser, slug: string, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/events/${slug}?tab=participation`);
  await page.getByRole("button", { name: "Invite Member(s)" }).click();
  return { context, page, dialog: page.getByRole("dialog", { name: "Invite Member(s)" }) };
}

/** On her Settings page, names and adds a passkey with the page's virtual authenticator (addVirtualAuthenticator). */
export async function addPasskeyInSettings(page: Page, site: string, name: string) {
  await page.goto(`${site}/settings#security`);
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
}

/** A whole-page screenshot, taken from the top: taken scrolled, the sticky header is drawn where the page was scrolled. */
export async function wholePage(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
}
