import type { Conversation } from "../../../../shared/conversations.ts";
import { INTRODUCTIONS_COPY as COPY } from "../../../content/introductions.ts";

/** At the top of a conversation an introduction opened: who introduced them, and her note (decision 0062). */
export function IntroductionNote({ introduction }: { introduction: NonNullable<Conversation["introduction"]> }) {
  return (
    <figure className="introduction-note">
      <figcaption className="eyebrow">
        {introduction.introducer ? COPY.introducedBy(introduction.introducer.name) : COPY.introducedByFormer}
      </figcaption>
      {introduction.note && <blockquote>{introduction.note}</blockquote>}
    </figure>
  );
}
