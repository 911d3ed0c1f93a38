import { useState } from "react";
import { Link } from "react-router";
import type { Image, ImagePerson } from "../../../../shared/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";
import { useAuthStatus } from "../../auth/index.ts";
import { useChangePeople, useImagePeople, useTagCandidates } from "../api/photo-people.ts";
import { PhotoRemoval } from "./PhotoRemoval.tsx";

const COPY = GALLERY_COPY.people;

/**
 * "People in this photo" (docs/product/privacy.md#people-in-photos): the members tagged in it as she may see them,
 * each linking to her profile; her own tag with Accept and Decline while it waits, "Remove my tag", and "Remove me";
 * "Tag a member", a search by name whose results are buttons.
 */
export function PhotoPeople({ image, onGone }: { image: Image; onGone: () => void }) {
  const status = useAuthStatus().data;
  const me = status?.authenticated ? status.user.user_id : undefined;
  const people = useImagePeople(image.id);
  const change = useChangePeople(image.id);
  const list = people.data?.people ?? [];
  const headingId = `people-${image.id}`;

  return (
    <section className="photo-people" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-people__heading">
        {COPY.heading}
      </h3>
      {people.data && list.length === 0 && <p className="photo-people__empty">{COPY.empty}</p>}
      {list.length > 0 && (
        <ul className="photo-people__list">
          {list.map((person) => (
            <PersonItem
              key={person.user_id}
              person={person}
              mine={person.user_id === me}
              image={image}
              onGone={onGone}
              busy={change.isPending}
              onChange={(c) => change.mutate(c)}
            />
          ))}
        </ul>
      )}
      {change.isError && <Alert>{change.error.message || COPY.failed}</Alert>}
      <TagMember
        taggedIds={new Set(list.map((p) => p.user_id))}
        busy={change.isPending}
        onTag={(userId) => change.mutate({ tag: userId })}
        done={change.isSuccess && change.variables !== undefined && "tag" in change.variables}
      />
    </section>
  );
}

type Change = Parameters<ReturnType<typeof useChangePeople>["mutate"]>[0];

function PersonItem({
  person,
  mine,
  image,
  onGone,
  busy,
  onChange,
}: {
  person: ImagePerson;
  mine: boolean;
  image: Image;
  onGone: () => void;
  busy: boolean;
  onChange: (change: Change) => void;
}) {
  const waiting = person.status === "pending";
  return (
    <li className="photo-people__person">
      <Link to={`/members/${person.user_id}`}>{mine ? COPY.you(person.name) : person.name}</Link>
      {waiting && <span className="photo-people__waiting">{mine ? COPY.waitsForYou : COPY.waitsForHer}</span>}
      <span className="photo-people__actions">
        {mine && waiting && (
          <>
            <Button onClick={() => onChange({ accept: person.user_id })} disabled={busy}>
              {COPY.accept}
            </Button>
            <Button variant="quiet" onClick={() => onChange({ decline: person.user_id })} disabled={busy}>
              {COPY.decline}
            </Button>
          </>
        )}
        {person.can_remove && !(mine && waiting) && (
          <Button
            variant="quiet"
            onClick={() => onChange({ remove: person.user_id })}
            disabled={busy}
            aria-label={mine ? COPY.removeMine : COPY.remove(person.name)}
          >
            {mine ? COPY.removeMine : COPY.removeShort}
          </Button>
        )}
        {mine && !waiting && !image.can_edit && <PhotoRemoval image={image} onGone={onGone} label={COPY.removeMe} />}
      </span>
    </li>
  );
}

function TagMember({
  taggedIds,
  busy,
  onTag,
  done,
}: {
  taggedIds: ReadonlySet<number>;
  busy: boolean;
  onTag: (userId: number) => void;
  done: boolean;
}) {
  const [query, setQuery] = useState("");
  const search = useTagCandidates(query);
  const results = query.trim() ? (search.data ?? []).filter((m) => !taggedIds.has(m.user_id)).slice(0, 6) : [];
  return (
    <div className="photo-people__tag">
      <Field
        label={COPY.tagLabel}
        hint={COPY.tagHint}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() && search.isSuccess && results.length === 0 && <p className="muted">{COPY.noMatch}</p>}
      {results.length > 0 && (
        <ul className="photo-people__results" aria-label={COPY.resultsLabel}>
          {results.map((member) => (
            <li key={member.user_id}>
              <Button
                variant="quiet"
                disabled={busy}
                onClick={() => {
                  onTag(member.user_id);
                  setQuery("");
                }}
              >
                {COPY.tag(member.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {done && (
        <p role="status" className="photo-people__done">
          {COPY.tagged}
        </p>
      )}
    </div>
  );
}
