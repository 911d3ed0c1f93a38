import type { MemberType } from "../../../shared/members.ts";
import type { ReservedSeats } from "../../../shared/event-limits.ts";

/** Someone holding seats: a participant and her guests. */
export interface SeatHolder {
  type: MemberType;
  seats: number;
}

/** An event's seat rules at one moment: its capacity, and the seats still held per member type (none once released). */
export interface SeatPlan {
  capacity: number | null;
  held: ReservedSeats;
}

/**
 * How the seats of an event stand. Seats held for a member type go to members of that type first; once they are
 * taken, members of that type sit in the open seats like everyone else. A holder counts `seats` (herself and guests).
 */
export function seatCounts(plan: SeatPlan, holders: readonly SeatHolder[]) {
  const taken = holders.reduce((sum, h) => sum + h.seats, 0);
  const heldLeft: ReservedSeats = {};
  let heldTotal = 0;
  let heldTaken = 0;
  for (const [type, seats] of Object.entries(plan.held) as [MemberType, number][]) {
    const byType = holders.filter((h) => h.type === type).reduce((sum, h) => sum + h.seats, 0);
    heldTotal += seats;
    heldTaken += Math.min(byType, seats);
    if (byType < seats) heldLeft[type] = seats - byType;
  }
  const openLeft = plan.capacity === null ? Infinity : plan.capacity - heldTotal - (taken - heldTaken);
  return {
    /** Every free seat, held ones included; null: no limit. */
    total: plan.capacity === null ? null : Math.max(0, plan.capacity - taken),
    heldLeft,
    /** The seats a member of this type may take now; null: no limit. */
    forType(type: MemberType): number | null {
      if (plan.capacity === null) return null;
      return Math.max(0, openLeft + (heldLeft[type] ?? 0));
    },
  };
}

/** Whether a member of `type` bringing `seats` (herself and guests) finds them free. */
export function fits(plan: SeatPlan, holders: readonly SeatHolder[], type: MemberType, seats: number): boolean {
  const left = seatCounts(plan, holders).forType(type);
  return left === null || left >= seats;
}
