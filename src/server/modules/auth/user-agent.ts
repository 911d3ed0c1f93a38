import Bowser from "bowser";
import { SECURITY_TEXTS } from "../../../shared/texts/auth.ts";

/** The names a member knows her devices and browsers by, from bowser's (its OS and browser names). */
const DEVICE_BY_OS: Record<string, string> = {
  Android: "Android",
  "Chrome OS": "Chromebook",
  macOS: "Mac",
  Windows: "Windows",
  Linux: "Linux",
};
const BROWSER_BY_NAME: Record<string, string> = {
  "Microsoft Edge": "Edge",
  Opera: "Opera",
  "Samsung Internet for Android": "Samsung Internet",
  Firefox: "Firefox",
  Chrome: "Chrome",
  Chromium: "Chrome",
  Safari: "Safari",
};

/** The device and browser a member will recognise, read from a User-Agent header (a rough reading, never a decision). */
export function describeUserAgent(userAgent: string | null): { device: string; browser: string } {
  if (!userAgent?.trim()) return { device: SECURITY_TEXTS.unknownDevice, browser: SECURITY_TEXTS.unknownBrowser };
  const { os, platform, browser } = Bowser.parse(userAgent);
  const device =
    os.name === "iOS"
      ? platform.model === "iPad"
        ? "iPad"
        : "iPhone"
      : (DEVICE_BY_OS[os.name ?? ""] ?? SECURITY_TEXTS.unknownDevice);
  return {
    device,
    browser: BROWSER_BY_NAME[browser.name ?? ""] ?? SECURITY_TEXTS.unknownBrowser,
  };
}
