import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "quiet" | "light";

const className = (variant: Variant, block?: boolean, extra?: string) =>
  ["button", variant !== "primary" && `button--${variant}`, block && "button--block", extra].filter(Boolean).join(" ");

export function Button({
  variant = "primary",
  block,
  className: extra,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; block?: boolean }) {
  return <button type="button" className={className(variant, block, extra)} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant = "primary",
  block,
  className: extra,
  ...props
}: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link className={className(variant, block, extra)} {...props} />;
}
