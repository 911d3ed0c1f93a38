import { describe, expect, it } from "vitest";
import { SECURITY_TEXTS } from "../../../shared/texts/auth.ts";
import { describeUserAgent } from "./user-agent.ts";

const SEEN = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "Windows",
    "Edge",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Mac",
    "Safari",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    "iPad",
    "Safari",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
    "iPhone",
    "Chrome",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    "Android",
    "Samsung Internet",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Chromebook",
    "Chrome",
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Linux", "Firefox"],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
    "Windows",
    "Opera",
  ],
] as const;

describe("describeUserAgent", () => {
  it.each(SEEN)("reads %s as the device and browser she knows", (userAgent, device, browser) => {
    expect(describeUserAgent(userAgent)).toEqual({ device, browser });
  });

  it("says it does not know, for a missing, empty or unfamiliar header", () => {
    const unknown = { device: SECURITY_TEXTS.unknownDevice, browser: SECURITY_TEXTS.unknownBrowser };
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent("  ")).toEqual(unknown);
    expect(describeUserAgent("curl/8.5.0")).toEqual(unknown);
  });
});
