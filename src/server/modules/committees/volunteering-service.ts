import { accessControl, can, membershipTerm, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type { MyDuties, SetVolunteerSlots, VolunteerSlots } from "../../../shared/committees.ts";
import { COMMITTEE_TEXTS } from "../../../shared/texts/committees.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import { committeesRepository } from "./repository.ts";

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Decision 61: an event asks for volunteers (slots with a role and a count, set by its organiser or an admin); a member
 * whose tier carries volunteering duties takes a place and gives it back, never past the count; and what she gave this
 * term, for her membership page.
 */
export function volunteeringService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const access = accessControl(db);

  /** The event a key names, if she may see it (404 for unknown and hidden alike), with its organiser. */
  async function readableEvent(actor: Actor, key: string) {
    const id = await access.readableEventId(actor, key);
    const event = id === undefined ? undefined : await committeesRepository(db).event(id);
    if (!event) throw notFound(EVENT_TEXTS.notFound);
    return event;
  }

  /** Its slots are a record once the event has ended or was cancelled: no one sets, takes or gives one back (409). */
  function refuseClosed(event: { ends_at: number | string; cancelled_at: number | string | null }) {
    if (event.cancelled_at !== null) throw conflict(EVENT_TEXTS.cancelled);
    if (now() >= Number(event.ends_at)) throw conflict(EVENT_TEXTS.ended);
  }

  async function slotsOf(
    actor: Actor,
    event: { id: string; created_by: number | null; exclusivity: string; confidential: number },
  ) {
    const repository = committeesRepository(db);
    const [slots, volunteers, duty] = await Promise.all([
      repository.slots(event.id),
      repository.volunteers(event.id),
      access.dutiesOf(actor, now()),
    ]);
    return {
      slots: slots.map((slot) => {
        const taking = volunteers.filter((v) => Number(v.slot_id) === Number(slot.id));
        return {
          id: Number(slot.id),
          role: slot.role,
          count: Number(slot.count),
          taken: Number(slot.taken),
          volunteers: taking.map((v) => ({ user_id: Number(v.user_id), name: v.name })),
          mine: taking.some((v) => Number(v.user_id) === actor.user_id),
        };
      }),
      may_take: can.duty.takeSlot(duty),
      may_manage: can.duty.manageSlots(actor, event),
    } satisfies VolunteerSlots;
  }

  return {
    async list(actor: Actor, key: string): Promise<VolunteerSlots> {
      return slotsOf(actor, await readableEvent(actor, key));
    },

    /** Its organiser or an admin sets the slots: kept ones keep their volunteers, never fewer places than taken. */
    async set(actor: Actor, key: string, input: SetVolunteerSlots): Promise<VolunteerSlots> {
      const event = await readableEvent(actor, key);
      if (!can.duty.manageSlots(actor, event)) throw forbidden();
      refuseClosed(event);
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        const existing = await repository.slots(event.id);
        const byId = new Map(existing.map((s) => [Number(s.id), s]));
        for (const [index, slot] of input.slots.entries()) {
          const path = `body.slots.${index}`;
          if (slot.id === undefined) continue;
          const kept = byId.get(slot.id);
          if (!kept)
            throw badRequest(COMMITTEE_TEXTS.slotOfAnotherEvent, [
              { path: `${path}.id`, message: COMMITTEE_TEXTS.slotOfAnotherEvent },
            ]);
          if (slot.count < Number(kept.taken)) {
            const message = COMMITTEE_TEXTS.slotBelowTaken(kept.role, Number(kept.taken));
            throw badRequest(message, [{ path: `${path}.count`, message }]);
          }
        }
        const keptIds = new Set(input.slots.flatMap((s) => (s.id === undefined ? [] : [s.id])));
        const dropped = existing.filter((s) => !keptIds.has(Number(s.id)));
        const withVolunteers = dropped.find((s) => Number(s.taken) > 0);
        if (withVolunteers) {
          const message = COMMITTEE_TEXTS.slotWithVolunteers(withVolunteers.role);
          throw badRequest(message, [{ path: "body.slots", message }]);
        }
        await repository.deleteSlots(dropped.map((s) => Number(s.id)));
        for (const [index, slot] of input.slots.entries()) {
          if (slot.id === undefined) await repository.insertSlot(event.id, slot.role, slot.count, index + 1);
          else await repository.updateSlot(slot.id, slot.role, slot.count, index + 1);
        }
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "event.volunteer-slots",
          target: `event:${event.id}`,
          details: { slots: input.slots },
        });
      });
      return slotsOf(actor, event);
    },

    /** She takes a place: her insert first (one a slot), then one more taken only while places are left. */
    async take(actor: Actor, key: string, slotId: number): Promise<VolunteerSlots> {
      const event = await readableEvent(actor, key);
      refuseClosed(event);
      await access.requireMembershipInForce({ ...actor, admin: false }, now());
      if (!can.duty.takeSlot(await access.dutiesOf(actor, now()))) throw forbidden(COMMITTEE_TEXTS.noVolunteeringDuty);
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        const slot = (await repository.slots(event.id)).find((s) => Number(s.id) === slotId);
        if (!slot) throw notFound(COMMITTEE_TEXTS.slotNotFound);
        if (!(await repository.addVolunteer(slotId, actor.user_id, now())))
          throw conflict(COMMITTEE_TEXTS.slotTakenAlready);
        if (!(await repository.claimPlace(slotId, event.id))) throw conflict(COMMITTEE_TEXTS.slotFull);
        // The event's organiser hears of it (in her inbox, as she chose for this kind; decision 72).
        if (event.created_by !== null)
          await recordNotice(trx, {
            userId: Number(event.created_by),
            kind: "duty",
            subject: { kind: "event", id: event.id, title: event.title },
            actorId: actor.user_id,
            excerpt: slot.role,
            createdAt: now(),
          });
      });
      return slotsOf(actor, event);
    },

    /** She gives her place back (a lapsed member too: it frees the place for another). */
    async giveBack(actor: Actor, key: string, slotId: number): Promise<VolunteerSlots> {
      const event = await readableEvent(actor, key);
      refuseClosed(event);
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        if (!(await repository.slots(event.id)).some((s) => Number(s.id) === slotId))
          throw notFound(COMMITTEE_TEXTS.slotNotFound);
        if (!(await repository.removeVolunteer(slotId, actor.user_id))) throw notFound(COMMITTEE_TEXTS.notVolunteering);
        await repository.releasePlace(slotId);
      });
      return slotsOf(actor, event);
    },

    /** What she gave this term: the committees she sits on, the slots she took since her term began. */
    async mine(actor: Actor): Promise<MyDuties> {
      const repository = committeesRepository(db);
      const row = await repository.term(actor.user_id);
      if (!row) throw notFound();
      const term = membershipTerm(row);
      const duty = await access.dutiesOf(actor, now());
      const [seats, slots] = await Promise.all([
        repository.seatsOf(actor.user_id),
        repository.slotsTakenBy(actor.user_id, term.start, term.end),
      ]);
      return {
        term_start: isoDate(term.start),
        term_end: isoDate(term.end),
        duties: { volunteering: duty.volunteering, committees: duty.committees },
        committees: seats.map((s) => ({ id: Number(s.id), name: s.name, role: s.role })),
        volunteer_slots: slots.map((s) => ({
          event_id: s.event_id,
          event_title: s.event_title,
          role: s.role,
          taken_at: new Date(Number(s.taken_at)).toISOString(),
        })),
      };
    },
  };
}

export type VolunteeringService = ReturnType<typeof volunteeringService>;
