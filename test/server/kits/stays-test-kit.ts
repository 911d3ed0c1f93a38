import type { TestServer } from "../harness/test-app.ts";
import { addDays, todayIn } from "../../../src/shared/calendar-date.ts";

/** A date `days` from today in the club's time zone. */
export const inDays = (server: TestServer, days: number) => addDays(todayIn(server.config.clubTimezone), days);

/** A complete, valid listing: open from 10 to 100 days from now, 2 to 14 nights; override what a test is about. */
export function stayPayload(server: TestServer, overrides: Record<string, unknown> = {}) {
  return {
    title: "Villa dei Limoni",
    description: "A terrace over the sea, lemon trees, a long table.",
    type: "Villa",
    city: "Positano",
    region: "Campania",
    country: "Italy",
    address: "Via Cristoforo Colombo 12, 84017 Positano SA",
    sleeps: 4,
    bedrooms: 2,
    amenities: ["wifi", "sea-view", "kitchen"],
    rules: "No smoking indoors.",
    nightly_contribution: 200,
    availability: [{ from: inDays(server, 10), to: inDays(server, 100), min_nights: 2, max_nights: 14 }],
    published: true,
    ...overrides,
  };
}

/** An accepted Travel Host application for this address, with the property she described. */
export async function acceptedHostApplication(server: TestServer, email: string) {
  const { id } = await server.database.db
    .insertInto("applications")
    .values({
      full_name: "Helena Host",
      email,
      phone: null,
      membership_type: "Travel Host",
      interests: JSON.stringify(["Travel"]),
      availability: "Flexible",
      reason: "To open my home.",
      referral: null,
      comments: null,
      invitation_code: null,
      accepted: 1,
      decided_by: null,
      decided_at: Date.now(),
      created_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await server.database.db
    .insertInto("application_properties")
    .values({
      application_id: id,
      address: "3 Rue des Oliviers, 06230 Villefranche-sur-Mer",
      type: "Farmhouse",
      description: "Stone farmhouse among olive trees.",
      availability: "Seasonal",
    })
    .execute();
}
