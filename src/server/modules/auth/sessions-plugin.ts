import type { FastifyReply, FastifyRequest } from "fastify";
import { adminPowerInForce, can } from "../../access/index.ts";
import type { Config } from "../../config.ts";
import { truncatedAddress } from "../../kernel/http/client-address.ts";
import { HttpError, forbidden, unauthenticated } from "../../kernel/http/errors.ts";
import { DEVICE_COOKIE_MAX_AGE_S, type DeviceWatch } from "./devices-service.ts";
import { toCurrentUser } from "./mapper.ts";
import { temporaryPasswordExpired } from "./passwords.ts";
import type { SessionStore } from "./service.ts";
import { signedInMember, type SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { STEP_UP_REQUIRED, type StepUpMethod } from "../../../shared/step-up.ts";
import { AUTH_TEXTS, SECURITY_SETTINGS_TEXTS, STEP_UP_TEXTS } from "../../../shared/texts/auth.ts";

/** What the sessions need of the auth module beyond their store: the step-up's methods and the device watch. */
export interface SessionCompanions {
  stepUpMethods(userId: number): Promise<StepUpMethod[]>;
  devices: DeviceWatch;
  /** Told of every sign-in once its session exists (a closing account reopens: decision 0047). */
  onSignIn?: (userId: number) => Promise<void>;
}

/** A sensitive admin action asks for a factor again when the session last proved one longer ago than this. */
export const STEP_UP_MAX_AGE_MS = 15 * 60 * 1000;

/** A member given a temporary password must choose a new one before anything else works (docs/product/limits.md#temporary-password). */
const passwordChangeRequired = () => new HttpError(403, "password_change_required", AUTH_TEXTS.passwordChangeRequired);

// Writing last_seen_at on every request would turn every read into a write. It is written once a tenth of the idle
// limit has passed, at most an hour apart: an hour is precise enough for a 14-day limit, and a 15-minute limit is
// refreshed every 90 seconds, so an active member is never taken for an idle one.
const TOUCH_AT_MOST_EVERY_MS = 60 * 60 * 1000;

/**
 * An admin must have a second factor (REQUIRE_ADMIN_2FA) before any admin page or call works; every member must when
 * the club asks it of all (decision 28).
 */
const secondFactorRequired = (admin: boolean) =>
  new HttpError(
    403,
    "second_factor_required",
    admin ? SECURITY_SETTINGS_TEXTS.adminSecondFactorNeeded : SECURITY_SETTINGS_TEXTS.secondFactorNeeded,
  );

/** How long after the last write of last_seen_at a request writes it again. */
export function touchInterval(idleMs: number): number {
  return Math.min(TOUCH_AT_MOST_EVERY_MS, idleMs / 10);
}

export function createSessions(config: Config, repository: SessionStore, companions: SessionCompanions) {
  const cookieName = config.secureCookies ? "__Host-salon_session" : "salon_session";
  const deviceCookieName = config.secureCookies ? "__Host-salon_device" : "salon_device";
  const loaded = new WeakMap<FastifyRequest, Promise<SessionMember | null>>();
  const touchEveryMs = touchInterval(config.session.idleMs);

  async function load(request: FastifyRequest): Promise<SessionMember | null> {
    const token = request.cookies[cookieName];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const row = await repository.findWithMember(tokenHash);
    if (!row) return null;
    const now = Date.now();
    // A session opened with a temporary password ends with it, unless the member has chosen her own meanwhile.
    const expired =
      row.active !== 1 ||
      now - row.last_seen_at > config.session.idleMs ||
      now - row.created_at > config.session.absoluteMs ||
      temporaryPasswordExpired(row.temporary_password_expires_at, now);
    if (expired) {
      await repository.delete(tokenHash);
      return null;
    }
    if (now - row.last_seen_at > touchEveryMs) await repository.touch(tokenHash, now);
    const member = toCurrentUser(row);
    const hasSecondFactor = Boolean(row.has_second_factor);
    const secondFactorForAll = row.second_factor_for_all === "on";
    const admin = adminPowerInForce(
      { admin: member.admin, hasSecondFactor, secondFactorForAll },
      config.requireAdmin2fa,
    );
    return {
      ...member,
      admin,
      adminAwaitingSecondFactor: member.admin && !admin,
      mustChangePassword: row.must_change_password === 1,
      welcome: row.must_change_password === 1 && row.temporary_password_expires_at === null,
      tokenHash,
      hasSecondFactor,
      provenAt: Number(row.proven_at ?? row.created_at),
      secondFactorForAll,
    };
  }

  function current(request: FastifyRequest): Promise<SessionMember | null> {
    let promise = loaded.get(request);
    if (!promise) {
      promise = load(request);
      loaded.set(request, promise);
    }
    return promise;
  }

  /** The same check for a signed-in member a service holds (it asks only when its own rule says so). */
  async function requireRecentProofOf(member: SessionMember, now = Date.now()) {
    if (now - member.provenAt <= STEP_UP_MAX_AGE_MS) return;
    throw new HttpError(403, STEP_UP_REQUIRED, STEP_UP_TEXTS.required, {
      extra: { methods: await companions.stepUpMethods(member.user_id) },
    });
  }

  return {
    current,

    /**
     * Issues a brand-new token (never reusing one the browser brought: no fixation) and sets the cookie. The sign-in
     * is the session's first proof; a device the account has not seen is announced to the member unless this is her
     * first sign-in (registering).
     */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number, { firstSignIn = false } = {}) {
      const previous = request.cookies[cookieName];
      if (previous) await repository.delete(hashToken(previous));
      const token = newToken();
      const now = Date.now();
      const userAgent = request.headers["user-agent"]?.slice(0, 300) ?? null;
      const clientAddress = truncatedAddress(request.ip);
      await repository.create({ tokenHash: hashToken(token), userId, now, userAgent, clientAddress });
      const brought = request.cookies[deviceCookieName];
      const deviceToken = brought && brought.length <= 100 ? brought : newToken();
      await companions.devices.signedIn({ userId, deviceToken, userAgent, address: clientAddress, firstSignIn }, now);
      await companions.onSignIn?.(userId);
      reply.setCookie(cookieName, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        maxAge: Math.floor(config.session.absoluteMs / 1000),
      });
      reply.setCookie(deviceCookieName, deviceToken, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      loaded.delete(request);
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[cookieName];
      if (token) await repository.delete(hashToken(token));
      reply.clearCookie(cookieName, { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies });
      loaded.delete(request);
    },

    /** Route hook (onRequest): a logged-in member, or 401. */
    async requireMember(request: FastifyRequest) {
      const member = await current(request);
      if (!member) throw unauthenticated();
      const routeConfig = request.routeOptions.config;
      const pending = routeConfig.allowPendingPasswordChange;
      if (member.mustChangePassword && !(pending === true || (pending === "welcome" && member.welcome)))
        throw passwordChangeRequired();
      if (member.secondFactorForAll && !member.hasSecondFactor && !routeConfig.allowWithoutSecondFactor)
        throw secondFactorRequired(false);
      request.member = member;
    },

    /** Route hook (onRequest): a logged-in member whom the access layer lets administer the club, or 401/403. */
    async requireAdmin(request: FastifyRequest) {
      const member = await current(request);
      if (!member) throw unauthenticated();
      if (!can.admin.administer(member) && !member.adminAwaitingSecondFactor) throw forbidden();
      if (member.mustChangePassword) throw passwordChangeRequired();
      if (member.adminAwaitingSecondFactor) throw secondFactorRequired(true);
      request.member = member;
    },

    /**
     * Called by a sensitive action before it changes anything: 403 `step_up_required`, with the methods she may prove
     * it with, when the session last proved a factor more than STEP_UP_MAX_AGE_MS ago (docs/product/http.md).
     */
    async requireRecentProof(request: FastifyRequest, now = Date.now()) {
      await requireRecentProofOf(signedInMember(request), now);
    },

    requireRecentProofOf,

    /** Records a step-up: this session proved a factor (or, for a member with none, her password) just now. */
    async proven(request: FastifyRequest, now = Date.now()) {
      await repository.markProven(signedInMember(request).tokenHash, now);
      loaded.delete(request);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
