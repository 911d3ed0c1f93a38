/**
 * The fees a club sets with MEMBERSHIP_FEES, as a style block every page carries: the membership page (prerendered
 * at build time, long before the club's settings are known) leaves each tier's fee line empty or with its own text,
 * and this block shows the club's text there instead. It costs the public pages no script.
 */

/** `text` as a CSS string: every character but letters, digits and spaces escaped, so nothing leaves the string. */
export function cssString(text: string): string {
  return `"${[...text].map((c) => (/^[\p{L}\p{N} ]$/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join("")}"`;
}

export function membershipFeesCss(fees: Readonly<Record<string, string>>): string {
  return Object.entries(fees)
    .map(([tier, fee]) => {
      const line = `.tiers .tier__fee[data-tier=${cssString(tier)}]`;
      return `${line}{display:block}${line}>*{display:none}${line}::before{content:${cssString(fee)}}`;
    })
    .join("");
}

/** The page with the fees' style block at the end of its head (none while no fee is set). */
export function withMembershipFees(html: string, fees: Readonly<Record<string, string>>): string {
  const css = membershipFeesCss(fees);
  return css === "" ? html : html.replace("</head>", `<style>${css}</style></head>`);
}
