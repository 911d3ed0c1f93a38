/** Manage mode (docs/product/screens.md#gallery): the selection lives only while the mode is on. */
export interface ManageState {
  managing: boolean;
  selected: ReadonlySet<string>;
}

export type ManageAction =
  { type: "enter" } | { type: "leave" } | { type: "toggle"; id: string; canDelete: boolean } | { type: "deleted" };

export const initialManageState: ManageState = { managing: false, selected: new Set() };

export function manageReducer(state: ManageState, action: ManageAction): ManageState {
  switch (action.type) {
    case "enter":
      return { managing: true, selected: new Set() };
    // Leaving clears the selection; so does a successful delete, which also ends the mode.
    case "leave":
    case "deleted":
      return initialManageState;
    case "toggle": {
      // Only images the member may delete can be chosen, so "Delete Selected" never asks for a refusal.
      if (!state.managing || !action.canDelete) return state;
      const selected = new Set(state.selected);
      if (selected.has(action.id)) selected.delete(action.id);
      else selected.add(action.id);
      return { ...state, selected };
    }
  }
}

/** "Delete Selected" is enabled only with at least one image chosen. */
export const canDeleteSelection = (state: ManageState) => state.managing && state.selected.size > 0;
