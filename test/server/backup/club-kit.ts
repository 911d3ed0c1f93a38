import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Image } from "../../../src/shared/gallery.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import type { SmtpTestServer } from "../kits/smtp-test-server.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { eventPayload } from "../kits/events-test-kit.ts";
import { call, download, loginOn } from "../instances/instances-kit.ts";

/** A club populated through the real API of a running instance, and the backup and restore commands as an operator runs them. */

export const ADMIN = { email: "chair@backup.test", password: "Velvet-Salon-2026" };
const PASSWORD = "Opening-Night-1924";

export interface Member {
  email: string;
  name: string;
  cookie: string;
}

export interface Club {
  admin: string;
  members: Member[];
  eventId: string;
  image: Image;
  variants: Map<string, Buffer>;
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`${response.url}: expected ${status}, got ${response.status} ${await response.text()}`);
  return response;
}

/** An admin invites a person by email, who registers from the emailed link and logs in. */
async function inviteAndRegister(
  base: string,
  smtp: SmtpTestServer,
  admin: string,
  name: string,
  type: MemberType,
): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@backup.test`;
  await expectStatus(await call(base, "POST", "/api/admin/invitations", { cookie: admin, json: { email, type } }), 201);
  const token = await registrationToken(smtp, email);
  await expectStatus(
    await call(base, "POST", "/api/register", { json: { token, name, password: PASSWORD, type } }),
    201,
  );
  return { email, name, cookie: await loginOn(base, email, PASSWORD) };
}

async function registrationToken(smtp: SmtpTestServer, email: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const letter = smtp.received.find((received) => received.envelopeTo.includes(email));
    const token = letter?.links.map((link) => /\/register\/([A-Za-z0-9_-]+)/.exec(link)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no registration email reached ${email}`);
}

export const memberPassword = PASSWORD;

/** Three members, an event two of them joined, an image of it with its files, and comments on both. */
export async function populateClub(base: string, smtp: SmtpTestServer): Promise<Club> {
  const admin = await loginOn(base, ADMIN.email, ADMIN.password);
  const members = [
    await inviteAndRegister(base, smtp, admin, "Ada Lovelace", "Founding"),
    await inviteAndRegister(base, smtp, admin, "Grace Hopper", "Standard"),
    await inviteAndRegister(base, smtp, admin, "Mary Somerville", "Travel Host"),
  ];
  const [host, guest, traveller] = members as [Member, Member, Member];
  const created = await expectStatus(
    await call(base, "POST", "/api/events", { cookie: host.cookie, json: eventPayload({ title: "The backup gala" }) }),
    201,
  );
  const eventId = ((await created.json()) as { id: string }).id;
  for (const member of [guest, traveller])
    await expectStatus(await call(base, "POST", `/api/events/${eventId}/join`, { cookie: member.cookie }), 200);

  const form = uploadForm(
    { data: await plainJpeg(1200, 800), name: "gala.jpg" },
    { title: "Gala terrace", event_id: eventId },
  );
  const image = (await (
    await expectStatus(await call(base, "POST", "/upload-image", { cookie: guest.cookie, form }), 201)
  ).json()) as Image;
  const variants = new Map<string, Buffer>();
  for (const url of [image.thumbnail_url, image.display_url])
    variants.set(url, (await download(base, url, guest.cookie)).bytes);

  await postComment(base, host, eventId, "Welcome, everyone.");
  await postComment(base, traveller, eventId, "I will bring the maps.");
  await postComment(base, host, image.id, "What a view.");
  return { admin, members, eventId, image, variants };
}

export async function postComment(base: string, member: Member, commentableId: string, content: string) {
  await expectStatus(
    await call(base, "POST", "/api/comments", { cookie: member.cookie, json: { content, commentableId } }),
    201,
  );
}

/** The contents of a target's comments, oldest first. */
export async function commentsOn(base: string, cookie: string, commentableId: string): Promise<string[]> {
  const response = await expectStatus(
    await call(base, "GET", `/api/comments?commentableId=${commentableId}`, { cookie }),
    200,
  );
  return ((await response.json()) as { content: string }[]).map((comment) => comment.content).reverse();
}

/**
 * Members keep commenting on the event, one comment after another, until `stop` is called; answers what was
 * written. Spread over three members and paced to stay under the per-member comment limit.
 */
export function keepCommenting(base: string, members: Member[], eventId: string) {
  const written: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 1; !stopped; n += 1) {
      const content = `Live comment ${n}`;
      await postComment(base, members[n % members.length]!, eventId, content);
      written.push(content);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    written,
    async stop() {
      stopped = true;
      await done;
      return written;
    },
  };
}

const root = path.resolve(import.meta.dirname, "../../..");
const runFile = promisify(execFile);

/** Runs `npm run backup` or `npm run restore` as their scripts, with a place's environment; answers the exit code and output. */
export async function operatorCommand(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await runFile(process.execPath, [`scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? -1, output: (failure.stdout ?? "") + (failure.stderr ?? "") };
  }
}
