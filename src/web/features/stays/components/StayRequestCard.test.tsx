import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StayRequest } from "../../../../shared/stays.ts";
import { publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { StayRequestCard } from "./StayRequestCard.tsx";

const REQUEST_ID = "0b7e5a52-8a0b-4f55-9d6c-1c2f3e4d5a6b";
const request: StayRequest = {
  id: REQUEST_ID,
  listing: { id: "l1", title: "Villa dei Limoni", city: "Positano", country: "Italy" },
  guest: { user_id: 7, name: "Maria Lindqvist" },
  host: { user_id: 9, name: "Helena Marchetti" },
  from: "2027-01-15",
  to: "2027-01-19",
  nights: 4,
  guests: 2,
  message: "Two of us, for a quiet week of writing.",
  status: "accepted",
  reason: "The keys are with the neighbour.",
  contribution: null,
  address: "Via Cristoforo Colombo 12",
  host_email: "helena@salon.test",
  can_answer: false,
  can_cancel: true,
  can_sign_guest_book: false,
  created_at: 0,
};
const conversation = (url: string) =>
  url === `/api/conversations/stay-requests/${REQUEST_ID}`
    ? {
        body: {
          id: "c1",
          members: [],
          last_message: null,
          last_activity_at: "2027-01-01T00:00:00.000Z",
          unread_count: 0,
          stay_request_id: REQUEST_ID,
          introduction: null,
          writable: true,
        },
      }
    : undefined;

afterEach(() => vi.unstubAllGlobals());

describe("a stay request's card", () => {
  it("shows the guest her host, the host's note as the host's, and the way to write to her", async () => {
    stubServer(conversation, publicConfig({ mailConfigured: true }));
    renderAt("/stays/requests", <StayRequestCard request={request} viewerId={7} />);
    expect(await screen.findByRole("link", { name: "Write to Helena Marchetti" })).toHaveAttribute(
      "href",
      "/messages/c1",
    );
    expect(screen.getByText("Helena Marchetti")).toBeInTheDocument();
    expect(screen.getByText("Note from the host")).toBeInTheDocument();
    expect(screen.getByText("Your note to the host")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "helena@salon.test" })).toBeInTheDocument();
  });

  it("shows the host her guest and her guest's note, never the host's own email", async () => {
    stubServer(conversation, publicConfig({ mailConfigured: true }));
    renderAt("/stays/requests", <StayRequestCard request={request} viewerId={9} />);
    expect(await screen.findByRole("link", { name: "Write to Maria Lindqvist" })).toBeInTheDocument();
    expect(screen.getByText("Note from Maria Lindqvist")).toBeInTheDocument();
    expect(screen.queryByText("helena@salon.test")).not.toBeInTheDocument();
  });
});
