import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { expectAccessible, waitForEmail } from "./support.ts";

/** The RFC 8058 link of a received message, as a path on the club's site (headers may be folded). */
function listUnsubscribePath(email: string): string {
  const match = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(email);
  if (!match) throw new Error("no List-Unsubscribe header in the email");
  expect(email).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
  return new URL(match[1]!).pathname;
}

test("a member unsubscribes through the link in a received mailing: Settings shows it, and the next mailing skips her", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const member = await createMember(admin, "Hedy Lamarr");
  const found = (await (await admin.get(`/api/admin/get-members?q=${encodeURIComponent(member.email)}`)).json()) as {
    user_id: number;
  }[];
  expect(found).toHaveLength(1);
  const send = (subject: string, recipientGroup: string, selectedMemberIds?: number[]) =>
    admin.post("/api/admin/send-email", {
      data: {
        subject,
        body: "<p>A word from the club.</p>",
        recipientGroup,
        ...(selectedMemberIds ? { selectedMemberIds } : {}),
      },
    });

  const first = `Club news ${Date.now()}`;
  expect((await send(first, "selected", [found[0]!.user_id])).ok()).toBe(true);
  const email = await waitForEmail(member.email, first, 30_000);
  const unsubscribe = listUnsubscribePath(email);
  expect(unsubscribe).toMatch(/^\/unsubscribe\/[A-Za-z0-9_-]+$/);

  // No session needed: the link alone. GET only asks; the button unsubscribes.
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { name: "Unsubscribe from club announcements?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expectAccessible(page);

  await logInAs(page, member);
  await page.goto("/settings");
  await expect(page.getByRole("switch", { name: "Club announcements" })).not.toBeChecked();

  // The next mailing skips her: to her alone it has no one to reach; to everyone it reaches the admin but not her.
  const refused = await send(`Only for Hedy ${Date.now()}`, "selected", [found[0]!.user_id]);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("No member of this group receives club announcements.");
  const next = `Club news again ${Date.now()}`;
  expect((await send(next, "all")).ok()).toBe(true);
  await waitForEmail("admin@salon.test", next, 30_000);
  await expect(waitForEmail(member.email, next, 3_000)).rejects.toThrow(/no email/);
  await admin.dispose();
});
