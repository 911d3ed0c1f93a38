import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { api, ApiError } from "./api.ts";

const answer = z.object({ ok: z.literal(true) });

function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a call whose schema loads alongside it", () => {
  it("checks the answer with the loaded schema", async () => {
    serverAnswers(200, { ok: true });
    const loader = vi.fn(() => Promise.resolve(answer));
    await expect(api("/somewhere", { schema: loader })).resolves.toEqual({ ok: true });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("rejects an answer the loaded schema refuses", async () => {
    serverAnswers(200, { ok: false });
    await expect(api("/somewhere", { schema: () => Promise.resolve(answer) })).rejects.toBeInstanceOf(z.ZodError);
  });

  it("reads an error answer with the shared error schema, loaded when one comes", async () => {
    serverAnswers(404, { error: "Not found.", message: "Not found.", code: "not_found" });
    const failure = await api("/somewhere", { schema: () => Promise.resolve(answer) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: "Not found.", code: "not_found" });
  });

  it("keeps the step-up code, which is not among those every page knows", async () => {
    serverAnswers(403, {
      error: "Please confirm it is you to continue.",
      message: "Please confirm it is you to continue.",
      code: "step_up_required",
      methods: ["totp", "recovery"],
    });
    const failure = await api("/somewhere").catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 403,
      message: "Please confirm it is you to continue.",
      code: "step_up_required",
    });
  });
});
