import { describe, expect, it } from "vitest";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { clubDates } from "../../../../shared/dates/index.ts";
import { initialDraft } from "./mail-setup.ts";

const dates = clubDates({ locale: "en-US", timeZone: "America/New_York" });

describe("an announcement's first draft", () => {
  it("carries the event's date, time, place and a link to its page, with its participants chosen", () => {
    const event = sampleEvent({
      title: "Tea & Talk",
      slug: "tea-talk",
      event_date: "2031-06-14",
      start_time: "16:00",
      end_time: "21:30",
      is_physical: true,
      location: "1 Garden Row",
      city: "Boston",
      state: "Massachusetts",
      country: "United States",
      participants: [
        { user_id: 3, name: "Ada", guests: [] },
        { user_id: 8, name: "Grace", guests: [] },
      ],
    });
    const draft = initialDraft(event, dates, "https://club.example");
    expect(draft.subject).toBe("Tea & Talk");
    expect(draft.body).toContain("<strong>Tea &#38; Talk</strong>");
    expect(draft.body).toContain("Sat, Jun 14, 2031, 4:00 – 9:30 PM");
    expect(draft.body).toContain("1 Garden Row, Boston, Massachusetts, United States");
    expect(draft.body).toContain('<a href="https://club.example/events/tea-talk">See the event</a>');
    expect(draft).toMatchObject({ recipientGroup: "selected", selectedMemberIds: [3, 8] });
  });

  it("gives a virtual event's link instead of an address", () => {
    const draft = initialDraft(
      sampleEvent({ is_physical: false, virtual_link: "https://meet.example/salon" }),
      dates,
      "https://club.example",
    );
    expect(draft.body).toContain("Online: https://meet.example/salon");
  });

  it("is empty for a club mailing", () => {
    expect(initialDraft(null, dates)).toEqual({ subject: "", body: "", recipientGroup: "all", selectedMemberIds: [] });
  });
});
