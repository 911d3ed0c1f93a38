import { expect, request, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { linkIn, waitForEmail } from "./support.ts";
import type { TestMember } from "./members.ts";

/** A date `days` from today, as the date inputs take it. */
export const inDays = (days: number) => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + days * 86_400_000);
  return local.toISOString().slice(0, 10);
};

/** A Travel Host made as the club makes one: her application describes her home; the admin accepts it; she registers. */
export async function createTravelHost(admin: APIRequestContext, name: string): Promise<TestMember> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}.${Date.now().toString(36)}`;
  const member = { name, email: `${slug}@salon.test`, password: "Evening-Salon-2026!" };
  const code = await admin.post("/api/admin/invitation-codes", { data: {} });
  const address = `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 254) + 1).join(".")}`;
  const applicant = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const applied = await applicant.post("/request", {
    data: {
      invitationCode: (await code.json()).code,
      full_name: name,
      email: member.email,
      phone: "+1-2125550123",
      reason: "To open my home to the club.",
      interests: ["Travel"],
      availability: "Flexible",
      membershipType: "Travel Host",
      referral: "A friend",
      comments: null,
      propertyAddress: "Via Cristoforo Colombo 12, 84017 Positano",
      propertyType: "Villa",
      propertyDescription: "A terrace over the sea, lemon trees and a long table under the pergola.",
      propertyAvailability: "Seasonal",
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const applications = (await (await admin.get("/api/applications")).json()) as { id: number; email: string }[];
  const application = applications.find((a) => a.email === member.email)!;
  expect((await admin.patch(`/api/applications/${application.id}/status`, { data: { accepted: true } })).ok()).toBe(
    true,
  );
  const email = await waitForEmail(member.email, "Your invitation to join");
  const registered = await applicant.post("/api/register", {
    data: { token: linkIn(email, "/register/"), name, password: member.password, type: "Travel Host" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await applicant.dispose();
  return member;
}
