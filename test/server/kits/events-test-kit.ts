import type { Role, TestServer } from "../harness/test-app.ts";
import { actAs } from "../harness/test-app.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Logged-in actors for the events tests, one per role, plus helpers to call the API as any of them. */
export async function eventActors(server: TestServer) {
  const actors = {
    anonymous: await actAs(server, "anonymous"),
    Standard: await actAs(server, "Standard"),
    "Travel Host": await actAs(server, "Travel Host"),
    Founding: await actAs(server, "Founding"),
    admin: await actAs(server, "admin"),
    /** A second Founding member: a non-creator who may create events too. */
    other: await actAs(server, "Founding"),
  };
  return actors;
}
export type Actors = Awaited<ReturnType<typeof eventActors>>;
export type ActorName = keyof Actors;

export function caller(server: TestServer, actors: Actors) {
  return (who: ActorName | Role | { cookie: string | undefined }, method: Method, url: string, payload?: object) => {
    const cookie = typeof who === "object" ? who.cookie : actors[who].cookie;
    return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  };
}

export const count = async (
  server: TestServer,
  table: "events" | "event_participants" | "event_invitations" | "outbox" | "calendar_feeds",
) =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A complete, valid create payload; override what a test is about. */
export function eventPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: "Wine tasting in Napa",
    type: "wine-tasting",
    exclusivity: "open",
    description: "An afternoon among the vines.",
    color: "#aa3366",
    event_date: "2031-06-14",
    start_time: "15:00",
    end_time: "19:30",
    timezone: "America/Los_Angeles",
    is_physical: true,
    location: "1 Vineyard Lane",
    zip_code: "94558",
    city: "Napa",
    state: "California",
    country: "United States of America",
    virtual_link: null,
    ...overrides,
  };
}

/** The shortest series: two dates a week apart. */
export const seriesRepeat = { every: "weekly", count: 2 } as const;
