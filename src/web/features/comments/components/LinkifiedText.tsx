import { Fragment } from "react";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * Text with its web links made clickable (issue 6: comments are text, never HTML). Only http and https links
 * become anchors; they open in a new tab without handing the page to it.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), link: false });
    parts.push({ text: match[0], link: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return (
    <>
      {parts.map((part, index) =>
        part.link ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
