export { tierFee, tierPoints, usePublicTiers } from "./api/tiers.ts";
