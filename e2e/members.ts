import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, BASE_URL } from "../playwright.config.ts";
import { linkIn, logInThroughTheApi, waitForEmail } from "./support.ts";

export interface TestMember {
  name: string;
  email: string;
  password: string;
}

/** An API client logged in as the admin (one login: the server allows 10 a minute per address). */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const login = await logInThroughTheApi(api, ADMIN.email, ADMIN.password);
  expect(login.ok()).toBe(true);
  return api;
}

/**
 * A new member, made the way the club makes them (there is no admin screen for it yet): an invitation code,
 * an application, the admin's acceptance, the emailed registration link, the registration.
 */
export async function createMember(
  admin: APIRequestContext,
  name: string,
  membershipType: "Standard" | "Travel Host" = "Standard",
): Promise<TestMember> {
  const slug = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "")}.${Date.now().toString(36)}`;
  const member = { name, email: `${slug}@salon.test`, password: "Evening-Salon-2026!" };
  const code = await admin.post("/api/admin/invitation-codes", { data: {} });
  expect(code.status()).toBe(201);
  // Each applicant applies and registers from an address of her own, as new members do: the server allows 10
  // registrations an hour per address (the e2e server trusts X-Forwarded-For, like one behind a proxy).
  const address = `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 254) + 1).join(".")}`;
  const applicant = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const applied = await applicant.post("/request", {
    data: {
      invitationCode: (await code.json()).code,
      full_name: name,
      email: member.email,
      phone: "+1-2125550123",
      reason: "To meet women who build things.",
      interests: ["Travel", "Workshops"],
      availability: "Flexible",
      membershipType,
      referral: "A friend",
      comments: null,
      propertyAddress: null,
      propertyType: null,
      propertyDescription: null,
      propertyAvailability: null,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const applications = (await (await admin.get("/api/applications")).json()) as { id: number; email: string }[];
  const application = applications.find((a) => a.email === member.email);
  expect(application).toBeDefined();
  expect((await admin.patch(`/api/applications/${application!.id}/status`, { data: { accepted: true } })).ok()).toBe(
    true,
  );
  const email = await waitForEmail(member.email, "Your invitation to join");
  const registered = await applicant.post("/api/register", {
    data: { token: linkIn(email, "/register/"), name, password: member.password, type: membershipType },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await applicant.dispose();
  return member;
}

/** Logs a browser page in through the API (the page's context keeps the cookie). */
export async function logInAs(page: Page, member: { email: string; password: string }) {
  const answer = await logInThroughTheApi(page.request, member.email, member.password);
  expect(answer.ok()).toBe(true);
}

/** A member's user id, as the admin's list of members gives it. */
export async function memberId(admin: APIRequestContext, member: { email: string }): Promise<number> {
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  return users.find((user) => user.email === member.email)!.user_id;
}

/** A new member (createMember) whom the admin then makes an admin too: a second admin for the four-eyes steps. */
export async function createAdmin(admin: APIRequestContext, name: string): Promise<TestMember> {
  const member = await createMember(admin, name);
  const made = await admin.put(`/api/users/${await memberId(admin, member)}/admin`, { data: { admin: true } });
  expect(made.ok()).toBe(true);
  return member;
}
