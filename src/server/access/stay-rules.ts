import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Tables } from "../kernel/database/schema.ts";
import { ALWAYS, type Actor } from "./rules.ts";

/** A home listed for stays: its host and whether it is published. */
export interface StayFacts {
  host_id: number;
  published: number | boolean;
}

/** A stay request: its guest and the host of its home. */
export interface StayRequestFacts {
  guest_id: number;
  host_id: number;
  status: string;
}

const isHost = (actor: Actor, listing: { host_id: number }) => listing.host_id === actor.user_id;

export const stayRules = {
  /** Travel Hosts list their own homes; admins list one for a Travel Host. */
  create: (actor: Actor) => actor.admin || actor.type === "Travel Host",

  /** A draft is its host's (and admins') alone; a published home is every member's. */
  read: (actor: Actor, listing: StayFacts) => actor.admin || isHost(actor, listing) || Boolean(listing.published),

  /** Edit, publish, add or remove photos: the host or an admin. */
  manage: (actor: Actor, listing: StayFacts) => actor.admin || isHost(actor, listing),

  /** The exact address: the host, admins, and a guest whose stay at this home was accepted. */
  readAddress: (actor: Actor, listing: StayFacts, hasAcceptedStay: boolean) =>
    actor.admin || isHost(actor, listing) || hasAcceptedStay,

  /** Any member but the host may ask to stay at a published home. */
  request: (actor: Actor, listing: StayFacts) => Boolean(listing.published) && !isHost(actor, listing),
};

export const stayRequestRules = {
  /** Its guest, the home's host and admins; nobody else learns the request exists. */
  read: (actor: Actor, request: StayRequestFacts) =>
    actor.admin || request.guest_id === actor.user_id || request.host_id === actor.user_id,

  /** Accept or decline: the host or an admin. */
  answer: (actor: Actor, request: StayRequestFacts) => actor.admin || request.host_id === actor.user_id,

  /** Either side may cancel, with a reason; admins too. */
  cancel: (actor: Actor, request: StayRequestFacts) => stayRequestRules.read(actor, request),

  /** The address and the host's email on the request: once it is accepted, for those who may read it. */
  readAddress: (actor: Actor, request: StayRequestFacts) =>
    request.status === "accepted" && stayRequestRules.read(actor, request),

  /** The guest book: the guest of an accepted stay whose last night is behind her. */
  signGuestBook: (actor: Actor, request: StayRequestFacts & { to_date: string }, today: string) =>
    request.guest_id === actor.user_id && request.status === "accepted" && request.to_date <= today,
};

/** The SQL form of stayRules.read, for queries over `stay_listings`. */
export function readableStays(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "stay_listings">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([eb("stay_listings.published", "=", 1), eb("stay_listings.host_id", "=", actor.user_id)]);
}
