/** The exhibitions feature's door (decision 72): the event page loads "Exhibition" through it, as a chunk of its own. */
export const loadExhibitionPanel = () =>
  import("./components/ExhibitionPanel.tsx").then((m) => ({ default: m.ExhibitionPanel }));
