import { Fragment } from "react";
import type { Segment } from "../../../../shared/search.ts";

/** Text whose matched words are marked: the server sends plain segments, React writes them as text (never as HTML). */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  );
}
