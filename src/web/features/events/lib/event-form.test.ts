import { describe, expect, it } from "vitest";
import { EMPTY_EVENT_FORM, prepareEvent, stepOf } from "./event-form.ts";

const NOW = new Date("2026-05-01T12:00:00Z");

describe("preparing the event form on submit", () => {
  it("applies every default of the create dialog to an empty form, and leaves the time zone to the club", () => {
    const prepared = prepareEvent({ ...EMPTY_EVENT_FORM, timezone: "" }, NOW);
    expect(prepared).toMatchObject({ ok: true, clubTimezone: true });
    if (!prepared.ok) return;
    expect(prepared.fields).toMatchObject({
      title: "New Event",
      type: "entertainment",
      exclusivity: "open",
      description: "Default description",
      start_time: "16:00",
      end_time: "21:00",
      color: "#d3d3d3",
      is_physical: true,
      location: "Unset",
      virtual_link: null,
    });
    expect(prepared.fields.event_date).toMatch(/^2026-05-0[12]$/);
    expect(prepared.fields.end_date).toBe(prepared.fields.event_date);
  });

  it("refuses an RSVP deadline already passed for a new event, on the seats step; an edit may close replies", () => {
    const form = {
      ...EMPTY_EVENT_FORM,
      event_date: "2026-06-01",
      timezone: "Europe/Paris",
      rsvp_deadline: "2026-05-01T13:59",
    };
    const refused = prepareEvent(form, NOW, true);
    expect(refused).toEqual({ ok: false, errors: { rsvp_deadline: "The RSVP deadline has already passed." } });
    if (!refused.ok) expect(stepOf(refused.errors)).toBe(3);
    expect(prepareEvent({ ...form, rsvp_deadline: "2026-05-01T14:01" }, NOW, true)).toMatchObject({ ok: true });
    expect(prepareEvent(form, NOW)).toMatchObject({ ok: true });
  });

  it("trims the title and sends a virtual event without an address", () => {
    const prepared = prepareEvent(
      {
        ...EMPTY_EVENT_FORM,
        title: "  Salon  ",
        is_physical: false,
        city: "Paris",
        virtual_link: "https://meet.example.org/x",
      },
      NOW,
    );
    expect(prepared.ok && prepared.fields).toMatchObject({
      title: "Salon",
      location: null,
      city: null,
      virtual_link: "https://meet.example.org/x",
    });
  });

  it("sends a physical event without a link", () => {
    const prepared = prepareEvent({ ...EMPTY_EVENT_FORM, virtual_link: "https://meet.example.org/x" }, NOW);
    expect(prepared.ok && prepared.fields.virtual_link).toBeNull();
  });

  it("refuses an end before the start, on the end field of step 2", () => {
    const prepared = prepareEvent(
      { ...EMPTY_EVENT_FORM, event_date: "2026-06-01", start_time: "20:00", end_time: "19:00" },
      NOW,
    );
    expect(prepared).toEqual({ ok: false, errors: { end_time: "The end must be after the start." } });
    expect(stepOf(prepared.ok ? {} : prepared.errors)).toBe(2);
  });

  it("refuses an end date before the date", () => {
    const prepared = prepareEvent({ ...EMPTY_EVENT_FORM, event_date: "2026-06-02", end_date: "2026-06-01" }, NOW);
    expect(prepared.ok ? {} : prepared.errors).toEqual({ end_date: "The end must be after the start." });
  });

  it("puts a title that is too long on step 1", () => {
    const prepared = prepareEvent({ ...EMPTY_EVENT_FORM, title: "x".repeat(121) }, NOW);
    expect(prepared.ok).toBe(false);
    expect(stepOf(prepared.ok ? {} : prepared.errors)).toBe(1);
  });
});
