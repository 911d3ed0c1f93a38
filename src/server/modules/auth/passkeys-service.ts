import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, notFound, unauthenticated } from "../../kernel/http/errors.ts";
import type { Passkey } from "../../../shared/security.ts";
import { PASSKEY_TEXTS } from "../../../shared/texts/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { credentialsRepository } from "./credentials-repository.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import { passkeysRepository } from "./two-factor-repository.ts";
import { sessionsRepository } from "./repository.ts";
import { noticeFactorChange, type FactorMailer } from "./factor-notices.ts";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;

export interface PasskeyContext {
  db: Db;
  /** The club's name as its admins set it (club settings), shown by the authenticator. */
  rpName: () => Promise<string>;
  /** The public URL's host and origin: a passkey works for this site only. */
  rpID: string;
  origin: string;
  /** Where the email telling her a passkey was added or removed is queued. */
  mail: FactorMailer;
}

/** A signed-in member changing her passkeys, and the browser and system she does it from (named in the email). */
interface Changer {
  user_id: number;
  tokenHash: string;
  device?: string | null;
}

type Credential = { id: string; rawId: string; type: "public-key"; response: Record<string, unknown> } & Record<
  string,
  unknown
>;

const refused = () => badRequest(PASSKEY_TEXTS.failed);

/** The challenge in a WebAuthn answer's client data, used once for `purpose` (and, when given, this member). */
function challengeCheck(db: Db, purpose: string, userId: number | null, now: number) {
  return async (challenge: string) => {
    const row = await passkeysRepository(db).consumeChallenge(hashToken(challenge), purpose, now);
    return row !== undefined && (userId === null || row.user_id === userId);
  };
}

async function handOut(db: Db, purpose: string, userId: number | null, challenge: string, now: number) {
  await passkeysRepository(db).createChallenge({
    challengeHash: hashToken(challenge),
    userId,
    purpose,
    challenge,
    expiresAt: now + CHALLENGE_TTL_MS,
    now,
  });
}

// The WebAuthn library (some 25 MB of a process's memory) loads with the first passkey a member registers or uses.
const webauthn = () => import("@simplewebauthn/server");

/** Passkeys: registered in Settings → Security, and a sign-in of their own ("Sign in with a passkey"). */
export function passkeysService(context: PasskeyContext) {
  const { db } = context;
  const passkeys = passkeysRepository(db);

  async function list(actor: { user_id: number }): Promise<{ passkeys: Passkey[] }> {
    return {
      passkeys: (await passkeys.listForMember(actor.user_id)).map((row) => ({
        id: row.passkey_id,
        name: row.name,
        createdAt: new Date(Number(row.created_at)).toISOString(),
        lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
      })),
    };
  }

  async function registrationOptions(actor: { user_id: number }, now = Date.now()) {
    const member = await credentialsRepository(db).findById(actor.user_id);
    if (!member) throw unauthenticated();
    const existing = await passkeys.listForMember(actor.user_id);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: await context.rpName(),
      rpID: context.rpID,
      userName: member.email,
      userDisplayName: member.name,
      userID: new TextEncoder().encode(`member-${member.user_id}`),
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({ id: row.credential_id })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await handOut(db, "register", actor.user_id, options.challenge, now);
    return options as unknown as Record<string, unknown>;
  }

  /** Adds the passkey the browser made; her other sessions end, as when any factor is added or removed. */
  async function register(actor: Changer, name: string, credential: Credential, now = Date.now()) {
    if ((await passkeys.listForMember(actor.user_id)).length >= MAX_PASSKEYS) throw refused();
    const { verifyRegistrationResponse } = await webauthn();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        expectedChallenge: challengeCheck(db, "register", actor.user_id, now),
        expectedOrigin: context.origin,
        expectedRPID: context.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw refused();
    }
    if (!verification.verified) throw refused();
    const { credential: made } = verification.registrationInfo;
    if (await passkeys.findByCredentialId(made.id)) throw refused();
    await db.transaction().execute(async (trx) => {
      await passkeysRepository(trx).create({
        userId: actor.user_id,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey).toString("base64url"),
        counter: made.counter,
        transports: made.transports?.join(",") ?? null,
        name,
        now,
      });
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "2fa.passkey.add",
        target: `user:${actor.user_id}`,
      });
      await sessionsRepository(trx).deleteAllForMember(actor.user_id, actor.tokenHash);
      const notice = { change: "passkey-added", passkeyName: name, device: actor.device ?? null } as const;
      await noticeFactorChange(trx, context.mail, actor.user_id, notice, now);
    });
    return { message: PASSKEY_TEXTS.added };
  }

  async function remove(actor: Changer, passkeyId: number, now = Date.now()) {
    await db.transaction().execute(async (trx) => {
      const removed = await passkeysRepository(trx).delete(actor.user_id, passkeyId);
      if (!removed) throw notFound();
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "2fa.passkey.remove",
        target: `user:${actor.user_id}`,
      });
      await sessionsRepository(trx).deleteAllForMember(actor.user_id, actor.tokenHash);
      const notice = { change: "passkey-removed", passkeyName: removed.name, device: actor.device ?? null } as const;
      await noticeFactorChange(trx, context.mail, actor.user_id, notice, now);
    });
    return { message: PASSKEY_TEXTS.removed };
  }

  /** Options for a sign-in with any passkey of this site (discoverable credentials: no account named first). */
  async function signInOptions(now = Date.now()) {
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({ rpID: context.rpID, userVerification: "required" });
    await handOut(db, "sign-in", null, options.challenge, now);
    return options as unknown as Record<string, unknown>;
  }

  /** The passkey a WebAuthn answer proves for `purpose` (and, when given, this member), its use recorded; or null. */
  async function verifyAssertion(credential: Credential, purpose: string, userId: number | null, now: number) {
    const stored = await passkeys.findByCredentialId(credential.id);
    if (!stored || (userId !== null && stored.user_id !== userId)) return null;
    const { verifyAuthenticationResponse } = await webauthn();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: challengeCheck(db, purpose, userId, now),
        expectedOrigin: context.origin,
        expectedRPID: context.rpID,
        requireUserVerification: true,
        credential: {
          id: stored.credential_id,
          publicKey: new Uint8Array(Buffer.from(stored.public_key, "base64url")),
          counter: Number(stored.counter),
          ...(stored.transports ? { transports: stored.transports.split(",") } : {}),
        },
      });
    } catch {
      return null;
    }
    if (!verification.verified) return null;
    await passkeys.recordUse(stored.passkey_id, verification.authenticationInfo.newCounter, now);
    return stored;
  }

  /** The member a passkey's answer proves, or null (unknown passkey, wrong challenge or signature, deactivated). */
  async function signIn(credential: Credential, now = Date.now()) {
    const stored = await verifyAssertion(credential, "sign-in", null, now);
    if (!stored) return null;
    const member = await credentialsRepository(db).findById(stored.user_id);
    if (!member || member.active !== 1) return null;
    return member;
  }

  /** Options for a signed-in member to prove again that she holds one of her passkeys (a step-up). */
  async function stepUpOptions(actor: { user_id: number }, now = Date.now()) {
    const mine = await passkeys.listForMember(actor.user_id);
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: context.rpID,
      userVerification: "required",
      allowCredentials: mine.map((passkey) => ({ id: passkey.credential_id })),
    });
    await handOut(db, "step-up", actor.user_id, options.challenge, now);
    return options as unknown as Record<string, unknown>;
  }

  /** Whether a WebAuthn answer proves that this member holds one of her passkeys now. */
  async function proveHolder(actor: { user_id: number }, credential: Credential, now = Date.now()) {
    return (await verifyAssertion(credential, "step-up", actor.user_id, now)) !== null;
  }

  return { list, registrationOptions, register, remove, signInOptions, signIn, stepUpOptions, proveHolder };
}
