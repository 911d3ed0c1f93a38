import { createContext, useContext } from "react";

/**
 * Whether the app renders a page as the build rendered it: at build time (entry-prerender.tsx) and while it hydrates
 * such a page (boot.tsx), as opposed to rendering over the app's frame. A route whose page depends on who is logged
 * in must then render what the build rendered until the session is known.
 */
export const StartedFromBuildContext = createContext(true);

export const useStartedFromBuild = () => useContext(StartedFromBuildContext);
