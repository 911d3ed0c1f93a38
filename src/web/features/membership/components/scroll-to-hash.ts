import { useEffect } from "react";
import { useLocation } from "react-router";

/** A section loaded after its page scrolls itself into view when the address names it (/admin#tiers), once it is shown. */
export function useScrollToHash(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [id, ready, hash]);
}
