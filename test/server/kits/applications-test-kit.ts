import { afterAll, beforeAll } from "vitest";
import { actAs, startTestServer, type Role, type TestServer } from "../harness/test-app.ts";

/**
 * A club for the applications' tests: a server with a signed-in caller of every role, started before the file's
 * tests and closed after them, and the calls those tests make (an invitation code, an application, the counts).
 */
export function applicationsClub() {
  const ROLES: Role[] = ["anonymous", "Standard", "Travel Host", "Founding", "admin"];
  const cookies = {} as Record<Role, string | undefined>;
  let server: TestServer | undefined;
  let address = 0;
  let applicantNumber = 0;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://club.example" });
    for (const role of ROLES) cookies[role] = (await actAs(server, role)).cookie;
  });
  afterAll(async () => {
    await server?.close();
  });

  const running = () => {
    if (!server) throw new Error("the applications club starts in beforeAll");
    return server;
  };

  const call = (role: Role, method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
    running().app.inject({
      method,
      url,
      remoteAddress: `203.0.113.${(++address % 250) + 1}`,
      ...(payload ? { payload } : {}),
      headers: cookies[role] ? { cookie: cookies[role] } : {},
    });

  return {
    get server() {
      return running();
    },
    call,
    async newCode(maxUses?: number) {
      return (await call("admin", "POST", "/api/admin/invitation-codes", maxUses ? { maxUses } : {})).json()
        .code as string;
    },
    application(code: string, overrides: Record<string, unknown> = {}) {
      applicantNumber += 1;
      return {
        invitationCode: code,
        full_name: "Grace Hopper",
        email: `grace${applicantNumber}@example.com`,
        phone: "+1-5551234567",
        reason: "To meet women who build things.",
        interests: ["Travel", "Workshops"],
        availability: "Weekends",
        membershipType: "Standard",
        referral: "A friend",
        comments: "",
        propertyAddress: null,
        propertyType: null,
        propertyDescription: null,
        propertyAvailability: null,
        ...overrides,
      };
    },
    countApplications: async () =>
      (await running().database.db.selectFrom("applications").select("id").execute()).length,
    codeUses: async (code: string) =>
      (
        await running()
          .database.db.selectFrom("invitation_codes")
          .select("uses")
          .where("code", "=", code)
          .executeTakeFirstOrThrow()
      ).uses,
  };
}
