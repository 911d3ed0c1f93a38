import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "./kernel/http/client-address.ts";
import type { S3Settings } from "./kernel/media-storage/s3-storage.ts";
import { isCurrency, isLocale, isTimeZone } from "../shared/club-settings.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An http:// URL on this machine only (a test or development provider): nothing on the way to read or change. */
export function isLoopbackUrl(url: URL): boolean {
  return (
    url.protocol === "http:" &&
    (url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname))
  );
}

/** For URLs that are shown or sent (links in emails, the start line, a store's endpoint): a password there would leak. */
const hasNoUserInfo = (value: string) => {
  const url = new URL(value);
  return url.username === "" && url.password === "";
};
const NO_USER_INFO = "must not carry a user or password";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** "Tier name=fee text" pairs separated by ";", e.g. "Flying Member=Annual fee: $1,200". */
const membershipFees = optionalText.pipe(
  z
    .string()
    .max(1000, "must be at most 1000 characters")
    .transform((value, context) => {
      const fees: Record<string, string> = {};
      for (const pair of value.split(";").filter((part) => part.trim() !== "")) {
        const [tier = "", ...rest] = pair.split("=");
        const fee = rest.join("=").trim();
        if (tier.trim() === "" || fee === "") {
          context.addIssue({ code: "custom", message: 'must be "Tier name=fee text" pairs separated by ";"' });
          return z.NEVER;
        }
        fees[tier.trim()] = fee;
      }
      return fees;
    })
    .optional(),
);

const port = z.coerce
  .number({ error: "must be a whole number from 1 to 65535" })
  .int("must be a whole number from 1 to 65535")
  .min(1, "must be a whole number from 1 to 65535")
  .max(65535, "must be a whole number from 1 to 65535");

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine(hasNoUserInfo, NO_USER_INFO)
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, "must be a sender such as Salon <no-reply@example.com>")
    .default("Salon <no-reply@localhost>"),
  MAIL_RATE: z.coerce
    .number({ error: "must be a number of messages per second (0 = no throttle)" })
    .min(0, "must be 0 or more")
    .default(10),
  REMINDER_SWEEP_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .default(60),
  MAILING_APPROVAL_THRESHOLD: z.coerce
    .number({ error: "must be a number of recipients" })
    .int("must be a whole number of recipients")
    .min(0, "must be 0 or more")
    .default(25),
  MAILING_CANCEL_WINDOW_MINUTES: z.coerce
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be 0 or more")
    .max(1440, "must be at most 1440 (a day)")
    .default(2),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  ADMIN_PASSWORD: optionalText,
  CLUB_NAME: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").default("Salon"),
  CLUB_TIMEZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "must be an IANA time zone such as Europe/London")
    .default("America/New_York"),
  CLUB_LOCALE: z.string().trim().refine(isLocale, "must be a language tag such as en-US or en-GB").default("en-US"),
  CLUB_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, "must be an ISO 4217 currency code such as USD or EUR")
    .default("USD"),
  CLUB_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "must be a two-letter ISO 3166 country code such as US or GB")
    .default("US"),
  CLUB_CONTACT_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  MEMBERSHIP_FEES: membershipFees,
  OIDC_ISSUER: optionalText.pipe(
    z
      .url("must be a URL")
      .refine(
        (value) => new URL(value).protocol === "https:" || isLoopbackUrl(new URL(value)),
        "must be an https:// URL (http:// only on the loopback: 127.0.0.1, [::1], localhost)",
      )
      .refine(hasNoUserInfo, NO_USER_INFO)
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  TRUST_PROXY: optionalText.transform((value, context) => {
    const trusted = parseTrustedProxies(value);
    if (trusted !== null && "error" in trusted) {
      context.addIssue({ code: "custom", message: trusted.error });
      return z.NEVER;
    }
    return trusted;
  }),
  SESSION_IDLE_DAYS: z.coerce.number({ error: "must be a number of days" }).positive("must be more than 0").default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .positive("must be more than 0")
    .default(60),
  INBOUND_SMTP_PORT: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    port.optional(),
  ),
  INBOUND_SMTP_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  INBOUND_REPLY_DOMAIN: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
        "must be a domain name such as reply.club.example",
      )
      .optional(),
  ),
  METRICS_TOKEN: optionalText.pipe(z.string().min(24, "must be at least 24 characters (a random secret)").optional()),
  MEDIA_STORE: z.enum(["disk", "s3"], "must be disk or s3").default("disk"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine(hasNoUserInfo, `${NO_USER_INFO} (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`)
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1, "must not be empty").default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "must be true or false").default("false"),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/$/, "must be folder names ending in /")
      .optional(),
  ),
  SECRET_KEY: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  REQUIRE_ADMIN_2FA: z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], "must be true or false")
    .default("true")
    .transform((value) => ["true", "1", "yes", "on"].includes(value)),
  LOG_LEVEL: z
    .enum(
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      "must be one of fatal, error, warn, info, debug, trace, silent",
    )
    .default("info"),
});

export type Database = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

/** Where media files live: DATA_DIR/media, or an S3-compatible bucket (decision 30). */
export type MediaStore = { kind: "disk" } | ({ kind: "s3" } & S3Settings);

export interface Config {
  port: number;
  host: string;
  publicUrl: URL;
  secureCookies: boolean;
  dataDir: string;
  database: Database;
  media: MediaStore;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRate: number;
  /** How often each instance looks for event reminders that are due. */
  reminderSweepMs: number;
  admin: { email: string | undefined; password: string | undefined };
  clubName: string;
  clubTimezone: string;
  clubLocale: string;
  clubCurrency: string;
  clubCountry: string;
  clubContactEmail: string | null;
  /** Until an admin sets them in the club settings: a mailing to more members than this needs a second admin. */
  mailingApprovalThreshold: number;
  /** ... and the minutes every mailing waits, during which any admin can cancel it. */
  mailingCancelWindowMinutes: number;
  /** The fee line of each membership tier on /membership, by tier name; a tier without one shows none. */
  membershipFees: Record<string, string>;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** The proxies trusted to say who the client is (X-Forwarded-*, X-Request-Id): http/client-address.ts. */
  trustedProxies: TrustedProxies;
  session: { idleMs: number; absoluteMs: number };
  /** Encrypts the TOTP secrets (secret-key.ts); when unset, the key kept in DATA_DIR (made on first start). */
  secretKey: string | undefined;
  /** An admin without a second factor may use no admin page or call until she sets one up. */
  requireAdmin2fa: boolean;
  logLevel: string;
  /**
   * Reply by email (decision 0064): the inbound SMTP listener's address and the domain of the reply addresses
   * (reply+<token>@domain); undefined (off) unless INBOUND_SMTP_PORT is set.
   */
  inboundMail: { port: number; host: string; replyDomain: string } | undefined;
  /** The bearer token GET /metrics asks for; metrics are off when unset. */
  metricsToken: string | undefined;
}

/** Whether a mail server is set up: without one every email is written to the mail drop and reaches nobody. */
export const mailServerSet = (config: Pick<Config, "smtpUrl">): boolean => config.smtpUrl !== undefined;

export class ConfigError extends Error {}

/**
 * The settings whose rejected value a configuration error repeats: none of them can hold a secret. Every other one
 * (SECRET_KEY, METRICS_TOKEN, ADMIN_PASSWORD, OIDC_CLIENT_SECRET, S3 keys, and the URLs, which can carry a user and
 * password) is named with what is wrong, never with its value (ASVS 16.2.5); a setting added later is not repeated
 * until it is listed here.
 */
const SETTINGS_REPEATED_IN_ERRORS: ReadonlySet<string> = new Set<keyof z.input<typeof envSchema>>([
  "PORT",
  "HOST",
  "DATA_DIR",
  "MAIL_FROM",
  "MAIL_RATE",
  "REMINDER_SWEEP_SECONDS",
  "MAILING_APPROVAL_THRESHOLD",
  "MAILING_CANCEL_WINDOW_MINUTES",
  "ADMIN_EMAIL",
  "CLUB_NAME",
  "CLUB_TIMEZONE",
  "CLUB_LOCALE",
  "CLUB_CURRENCY",
  "CLUB_COUNTRY",
  "CLUB_CONTACT_EMAIL",
  "MEMBERSHIP_FEES",
  "TRUST_PROXY",
  "SESSION_IDLE_DAYS",
  "SESSION_ABSOLUTE_DAYS",
  "MEDIA_STORE",
  "S3_BUCKET",
  "S3_REGION",
  "S3_FORCE_PATH_STYLE",
  "S3_PREFIX",
  "REQUIRE_ADMIN_2FA",
  "LOG_LEVEL",
  "INBOUND_SMTP_PORT",
  "INBOUND_SMTP_HOST",
  "INBOUND_REPLY_DOMAIN",
]);

/** Reads the environment once; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = SETTINGS_REPEATED_IN_ERRORS.has(name) ? env[name] : undefined;
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`,
    );
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
  }
  if (e.MEDIA_STORE === "s3" && !e.S3_BUCKET)
    throw new ConfigError("Invalid configuration: S3_BUCKET must be set when MEDIA_STORE=s3");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError("Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.protocol === "https:",
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "salon.sqlite") },
    media:
      e.MEDIA_STORE === "s3"
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET!,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
            prefix: e.S3_PREFIX ?? "",
          }
        : { kind: "disk" },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRate: e.MAIL_RATE,
    reminderSweepMs: e.REMINDER_SWEEP_SECONDS * 1000,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    clubName: e.CLUB_NAME,
    clubTimezone: e.CLUB_TIMEZONE,
    clubLocale: e.CLUB_LOCALE,
    clubCurrency: e.CLUB_CURRENCY,
    clubCountry: e.CLUB_COUNTRY,
    clubContactEmail: e.CLUB_CONTACT_EMAIL ?? null,
    mailingApprovalThreshold: e.MAILING_APPROVAL_THRESHOLD,
    mailingCancelWindowMinutes: e.MAILING_CANCEL_WINDOW_MINUTES,
    membershipFees: e.MEMBERSHIP_FEES ?? {},
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    trustedProxies: e.TRUST_PROXY ?? null,
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, absoluteMs: e.SESSION_ABSOLUTE_DAYS * DAY_MS },
    secretKey: e.SECRET_KEY,
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    inboundMail:
      e.INBOUND_SMTP_PORT === undefined
        ? undefined
        : {
            port: e.INBOUND_SMTP_PORT,
            host: e.INBOUND_SMTP_HOST,
            replyDomain: e.INBOUND_REPLY_DOMAIN ?? publicUrl.hostname,
          },
  };
}
