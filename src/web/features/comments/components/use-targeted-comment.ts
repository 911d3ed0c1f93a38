import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const TARGET = /^#comment-(\d+)$/;

/**
 * The comment an emailed link points at (#comment-<id>): once it is in the list, it is scrolled into view and
 * given the focus, once per link. Answers its id, so the list can set it apart.
 */
export function useTargetedComment(ids: readonly number[] | undefined): number | null {
  const { hash } = useLocation();
  const match = TARGET.exec(hash);
  const targetId = match ? Number(match[1]) : null;
  const present = targetId !== null && (ids?.includes(targetId) ?? false);
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!present || shownFor.current === hash) return;
    shownFor.current = hash;
    const element = document.getElementById(`comment-${targetId}`);
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    element?.scrollIntoView?.({ block: "center", behavior: still ? "auto" : "smooth" });
    element?.focus({ preventScroll: true });
  }, [present, hash, targetId]);

  return present ? targetId : null;
}
