import type { ReactNode } from "react";

/** A message announced to screen readers as it appears. */
export function Alert({ tone = "error", children }: { tone?: "error" | "success"; children: ReactNode }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={tone === "success" ? "alert alert--success" : "alert"}>
      {children}
    </p>
  );
}
