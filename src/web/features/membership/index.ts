/** The membership feature's door (decision 44). Its live tiers load in a chunk of their own: public pages stay light. */
export const loadLiveTiers = () => import("./components/LiveTiers.tsx");
