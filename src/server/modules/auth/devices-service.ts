import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { credentialsRepository } from "./credentials-repository.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import { describeUserAgent } from "./user-agent.ts";

/** How long the browser keeps the device cookie: the longest a browser allows (about 400 days). */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export interface SignInOnDevice {
  userId: number;
  /** The browser's device cookie (random, long-lived); only its hash, with the browser and system, is stored. */
  deviceToken: string;
  userAgent: string | null;
  /** The network the sign-in came from, truncated (IPv4 /24, IPv6 /48). */
  address: string | null;
  /** A session begun by registering: the account's first device, never announced. */
  firstSignIn: boolean;
}

/**
 * A device is a browser profile that keeps the device cookie, as long as it says it is the same browser on the same
 * system (a cookie copied into another browser is another device). A sign-in from a device not seen on the account
 * emails the member (docs/product/emails.md), except the account's first: registering, or the first sign-in since
 * devices have been remembered.
 */
export function deviceWatch(db: Db, outbox: Outbox) {
  return {
    async signedIn(signIn: SignInOnDevice, now = Date.now()) {
      const { device, browser } = describeUserAgent(signIn.userAgent);
      const deviceHash = hashToken(`${signIn.deviceToken}\n${browser} on ${device}`);
      await db.transaction().execute(async (trx) => {
        const known = await trx
          .updateTable("known_devices")
          .set({ last_seen_at: now })
          .where("user_id", "=", signIn.userId)
          .where("device_hash", "=", deviceHash)
          .executeTakeFirst();
        if (Number(known.numUpdatedRows) > 0) return;
        const earlier = await trx
          .selectFrom("known_devices")
          .select("device_hash")
          .where("user_id", "=", signIn.userId)
          .limit(1)
          .executeTakeFirst();
        await trx
          .insertInto("known_devices")
          .values({ user_id: signIn.userId, device_hash: deviceHash, first_seen_at: now, last_seen_at: now })
          .onConflict((oc) => oc.columns(["user_id", "device_hash"]).doUpdateSet({ last_seen_at: now }))
          .execute();
        if (!earlier || signIn.firstSignIn) return;
        const member = await credentialsRepository(trx).findById(signIn.userId);
        if (!member) return;
        await outbox.enqueue(
          {
            to: member.email,
            userId: member.user_id,
            kind: "new-device",
            data: { name: member.name, signedInAt: now, device: `${browser} on ${device}`, address: signIn.address },
          },
          trx,
        );
      });
    },
  };
}

export type DeviceWatch = ReturnType<typeof deviceWatch>;
