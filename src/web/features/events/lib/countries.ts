import { getNames, registerLocale } from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

// Only the English names are bundled: one locale keeps the download small.
registerLocale(en);

/**
 * ISO 3166 codes of dependent territories, overseas regions and uninhabited islands: left out so the list holds
 * the sovereign states (about 195 countries).
 */
const TERRITORIES = new Set(
  "AI AQ AS AW AX BL BM BQ BV CC CK CW CX EH FK FO GF GG GI GL GP GS GU HK HM IM IO JE KY MF MO MP MQ MS NC NF NU PF PM PN PR RE SH SJ SX TC TF TK UM VG VI WF YT".split(
    " ",
  ),
);

/** Names people use day to day, where the official English name reads oddly. */
const SHORT_NAMES: Record<string, string> = {
  US: "United States",
  CN: "China",
  GM: "Gambia",
  MK: "North Macedonia",
  GB: "United Kingdom",
  KR: "South Korea",
  KP: "North Korea",
  RU: "Russia",
  IR: "Iran",
  SY: "Syria",
  VN: "Vietnam",
  LA: "Laos",
  BO: "Bolivia",
  VE: "Venezuela",
  TZ: "Tanzania",
  MD: "Moldova",
  FM: "Micronesia",
  PS: "Palestine",
  VA: "Vatican City",
  TW: "Taiwan",
  CZ: "Czechia",
};

/** The country dropdown: English names, sorted. */
export const COUNTRY_NAMES: readonly string[] = Object.entries(getNames("en", { select: "official" }))
  .filter(([code]) => !TERRITORIES.has(code))
  .map(([code, name]) => SHORT_NAMES[code] ?? name)
  .sort((a, b) => a.localeCompare(b, "en"));
