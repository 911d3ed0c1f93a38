import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, linkIn, logInThroughTheForm, waitForEmail } from "./support.ts";

/** A unique suffix so each journey's people and codes never collide within one server run. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Logs in through the form, waiting out the per-IP login limit (see logInThroughTheForm). */
export const logIn = (page: Page, email: string, password: string) => logInThroughTheForm(page, email, password);

async function post(api: APIRequestContext, path: string, data: unknown, method: "post" | "patch" = "post") {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await api[method](path, { data });
    if (response.status() !== 429) return response;
    await wait(Number(response.headers()["retry-after"] ?? 30) + 1);
  }
  throw new Error(`${path} stayed rate-limited`);
}

interface Applicant {
  name: string;
  email?: string;
  membershipType?: "Standard" | "Travel Host";
}

/** An application through the API with a fresh code (the API context is logged in as the admin afterwards). */
export async function applyThroughApi(
  api: APIRequestContext,
  { name, email = `member-${unique()}@salon.test`, membershipType = "Standard" }: Applicant,
) {
  expect((await post(api, "/login", { email: ADMIN.email, password: ADMIN.password })).ok()).toBe(true);
  const code = (await (await post(api, "/api/admin/invitation-codes", { maxUses: 1, note: `For ${name}` })).json()) as {
    code: string;
  };
  const host = membershipType === "Travel Host";
  const applied = await post(api, "/request", {
    invitationCode: code.code,
    full_name: name,
    email,
    phone: "+1-2125550123",
    reason: "To meet remarkable women, and to host them in turn.",
    interests: ["Shows", "Travel"],
    availability: "Flexible",
    membershipType,
    referral: host ? "A member of the travel committee" : null,
    propertyAddress: host ? "4 Via dei Coronari, Rome" : null,
    propertyType: host ? "Apartment" : null,
    propertyDescription: host ? "Three rooms under a painted ceiling, a terrace facing the dome." : null,
    propertyAvailability: host ? "Seasonal" : null,
  });
  expect(applied.status()).toBe(201);
  const list = (await (await api.get("/api/applications")).json()) as Array<{ id: number; email: string }>;
  return { email, id: list.find((a) => a.email === email)!.id };
}

/** Accepts an application and answers the registration token from the emailed link. */
export async function acceptThroughApi(api: APIRequestContext, { email, id }: { email: string; id: number }) {
  expect((await post(api, `/api/applications/${id}/status`, { accepted: true }, "patch")).ok()).toBe(true);
  return linkIn(await waitForEmail(email, "Your invitation to join"), "/register/");
}

/** Makes a member the way the club does (code, application, acceptance, registration), through the API. */
export async function createMember(api: APIRequestContext, { name, password }: { name: string; password: string }) {
  const application = await applyThroughApi(api, { name });
  const token = await acceptThroughApi(api, application);
  expect((await post(api, "/api/register", { token, name, password, type: "Standard" })).status()).toBe(201);
  await api.post("/logout");
  return { email: application.email, name, password };
}
