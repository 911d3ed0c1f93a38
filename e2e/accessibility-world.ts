import { expect, request, type Browser, type BrowserContext } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, type TestMember } from "./members.ts";
import { createTravelHost } from "./stays-hosts.ts";
import { logInThroughTheApi } from "./support.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * What the accessibility journeys visit: a member, another whose password the admin resets, an event, an image,
 * a home to stay in, an invitation code, and the sessions of the member and the admin.
 */
export interface AccessibilityWorld {
  member: TestMember;
  /** The member's user id: her profile's address. */
  memberId: number;
  other: TestMember;
  code: string;
  event: { id: string; slug: string; title: string };
  image: { id: string; title: string };
  /** A published home, listed by a Travel Host: its page is /stays/:id. */
  stayId: string;
  adminSession: StorageState;
  memberSession: StorageState;
}

let world: Promise<AccessibilityWorld> | undefined;

async function signedIn(who: TestMember) {
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await logInThroughTheApi(api, who.email, who.password)).ok()).toBe(true);
  return api;
}

async function build(): Promise<AccessibilityWorld> {
  const stamp = Date.now().toString(36);
  const admin = await adminApi();
  const member = await createMember(admin, `Grace Hopper ${stamp}`);
  const other = await createMember(admin, `Ada Lovelace ${stamp}`);
  const code = await admin.post("/api/admin/invitation-codes", { data: { note: "For the accessibility journeys" } });
  expect(code.status(), await code.text()).toBe(201);
  const { code: codeText } = (await code.json()) as { code: string };
  const created = await admin.post("/api/events", {
    data: {
      title: `Harbour Supper ${stamp}`,
      description: "Oysters, and talk of the next voyage.",
      event_date: "2031-05-14",
      start_time: "19:00",
      end_time: "22:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as AccessibilityWorld["event"];
  const image = await uploadThroughApi(admin, `harbour-${stamp}.jpg`, undefined, { title: `Harbour at dawn ${stamp}` });
  const hostApi = await signedIn(await createTravelHost(admin, `Giulia Ferraro ${stamp}`));
  // A published home with no nights offered: its page, its host and its facts, nothing to book.
  const home = { title: `Lisbon flat ${stamp}`, type: "Apartment", city: "Lisbon", country: "Portugal" };
  const listed = await hostApi.post("/api/stays", {
    data: { ...home, address: "Rua das Flores 8", sleeps: 2, bedrooms: 1, published: true },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const stayId = ((await listed.json()) as { id: string }).id;
  await hostApi.dispose();
  const memberApi = await signedIn(member);
  const memberId = ((await (await memberApi.get("/auth-status")).json()) as { user: { user_id: number } }).user.user_id;
  const sessions = { adminSession: await admin.storageState(), memberSession: await memberApi.storageState() };
  await Promise.all([admin.dispose(), memberApi.dispose()]);
  return { member, memberId, other, code: codeText, event, image, stayId, ...sessions };
}

/**
 * Made once per worker and shared by the accessibility journeys: three logins in all (the server allows 10 a minute
 * per address), the sessions reused as each browser context's storage state.
 */
export function accessibilityWorld(): Promise<AccessibilityWorld> {
  world ??= build().catch((error: unknown) => {
    world = undefined;
    throw error;
  });
  return world;
}

export type Role = "visitor" | "member" | "admin";

/** A browser context as a visitor, the member or the admin, at the given width (390 is a phone). */
export async function contextAs(browser: Browser, role: Role, width: number): Promise<BrowserContext> {
  const { adminSession, memberSession } = await accessibilityWorld();
  const storageState = role === "admin" ? adminSession : role === "member" ? memberSession : undefined;
  const height = width < 600 ? 844 : 900;
  return browser.newContext({ baseURL: BASE_URL, storageState, viewport: { width, height }, isMobile: false });
}
