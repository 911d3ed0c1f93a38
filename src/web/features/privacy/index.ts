/** Settings → Privacy: what the club holds about her, her archive, closing her account (decision 0047). */
export { PrivacySection } from "./components/PrivacySection.tsx";
