/** Every IANA time zone the browser knows, for the dialog's time zone select. */
export function timezoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
