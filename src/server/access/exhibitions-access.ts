import type { Db } from "../kernel/database/database.ts";
import { conflict, forbidden, notFound } from "../kernel/http/errors.ts";
import { EVENT_TEXTS } from "../../shared/texts/events.ts";
import { EXHIBITION_TEXTS } from "../../shared/texts/exhibitions.ts";
import { accessControl, membershipLapsed } from "./access.ts";
import { accessRepository } from "./access-repository.ts";
import { exhibitionRules } from "./exhibition-rules.ts";
import { type Actor } from "./rules.ts";
import { membershipRules, membershipState, membershipTerm } from "./membership-rules.ts";

/** An event as the exhibition's rules see it, with what the actor may do there. */
export interface ExhibitionView {
  event: { id: string; title: string; created_by: number | null; exclusivity: string; confidential: number };
  /** She may read its inside, so its exhibits. */
  inside: boolean;
  mayManage: boolean;
}

/**
 * The access layer's questions about exhibitions (decision 72): the event a key names if she may see it (the same 404
 * for one hidden as for none), whether she sees its exhibits, and whether she may exhibit now, refusing a lapsed
 * member with 403 `membership_lapsed` where lapse is decided for events and stays.
 */
export function exhibitionAccess(db: Db) {
  const access = accessControl(db);
  const facts = accessRepository(db);

  return {
    async view(actor: Actor, key: string): Promise<ExhibitionView> {
      const event = await facts.eventFactsByKey(key);
      if (!event || !(await access.canReadEvent(actor, event))) throw notFound(EVENT_TEXTS.notFound);
      const inside = exhibitionRules.readExhibits(await access.canReadEventInside(actor, event));
      return { event, inside, mayManage: exhibitionRules.manage(actor, event) };
    },

    /** Her membership's state now (lapsed for one who is not a member). */
    async stateOf(actor: Actor, now: number) {
      const row = await facts.membershipRow(actor.user_id);
      return row ? membershipState(membershipTerm(row).end, now) : "lapsed";
    },

    /** Refuses, with the reason, a member who may not exhibit in this exhibition now. */
    async requireMayExhibit(
      actor: Actor,
      view: ExhibitionView,
      exhibition: { open: boolean; closed: boolean },
      now: number,
    ) {
      const state = await this.stateOf(actor, now);
      if (!membershipRules.takePart(actor, state)) throw membershipLapsed();
      if (!exhibition.open) throw conflict(EXHIBITION_TEXTS.notAnExhibition);
      if (!view.inside) throw forbidden(EXHIBITION_TEXTS.confidentialInsideOnly);
      if (exhibition.closed) throw conflict(EXHIBITION_TEXTS.closed);
      if (
        !exhibitionRules.exhibit(actor, {
          exhibition: exhibition.open,
          inside: view.inside,
          closed: exhibition.closed,
          state,
        })
      )
        throw forbidden();
    },

    mayExhibit: (
      actor: Actor,
      view: ExhibitionView,
      exhibition: { open: boolean; closed: boolean },
      state: ReturnType<typeof membershipState>,
    ) =>
      exhibitionRules.exhibit(actor, {
        exhibition: exhibition.open,
        inside: view.inside,
        closed: exhibition.closed,
        state,
      }),

    mayWithdraw: (actor: Actor, view: ExhibitionView, exhibit: { user_id: number }, closed: boolean) =>
      exhibitionRules.withdraw(actor, view.event, exhibit, closed),
  };
}

export type ExhibitionAccess = ReturnType<typeof exhibitionAccess>;
