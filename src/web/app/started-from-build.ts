import { createContext, useContext } from "react";

/**
 * Whether the app started by hydrating a page rendered at build time (boot.tsx) rather than rendering over the frame:
 * a route whose page depends on who is logged in must then render what the build rendered until the session is known.
 */
export const StartedFromBuildContext = createContext(false);

export const useStartedFromBuild = () => useContext(StartedFromBuildContext);
