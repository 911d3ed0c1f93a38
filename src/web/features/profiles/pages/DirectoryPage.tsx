import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { MEMBER_TYPES } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { useDirectory } from "../api/profiles.ts";
import { MemberCard } from "../components/MemberCard.tsx";

const COPY = PROFILES_COPY.directory;

const FILTERS = ["q", "type", "city", "interest", "sort"] as const;

/** /members: the member directory, searched and filtered through the address so a search can be shared. */
export function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = new URLSearchParams(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const directory = useDirectory(search);
  const [draft, setDraft] = useState(() => Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ""])));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = directory;

  // Paged as she scrolls: the next page is asked for when the end of the list comes into view.
  useEffect(() => {
    const end = sentinel.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(new URLSearchParams(Object.entries(draft).filter(([, value]) => value.trim() !== "")));
  };
  const set = (key: string) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const members = directory.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <main id="main" className="page directory">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form className="directory__search" role="search" onSubmit={onSubmit}>
        <Field
          label={COPY.search}
          type="search"
          value={draft.q}
          maxLength={100}
          onChange={(e) => set("q")(e.target.value)}
        />
        <SelectField
          label={COPY.memberType}
          placeholder={COPY.allTypes}
          value={draft.type}
          options={MEMBER_TYPES.map((value) => ({ value, label: value }))}
          onChange={(e) => set("type")(e.target.value)}
        />
        <Field label={COPY.city} value={draft.city} maxLength={80} onChange={(e) => set("city")(e.target.value)} />
        <Field
          label={COPY.interest}
          value={draft.interest}
          maxLength={40}
          onChange={(e) => set("interest")(e.target.value)}
        />
        <SelectField
          label={COPY.sortBy}
          value={draft.sort || "name"}
          options={[
            { value: "name", label: COPY.sortByName },
            { value: "newest", label: COPY.sortByNewest },
          ]}
          onChange={(e) => set("sort")(e.target.value)}
        />
        <div className="directory__submit">
          <Button type="submit">{COPY.submit}</Button>
        </div>
      </form>

      {directory.isError && <Alert>{COPY.loadFailed}</Alert>}
      {directory.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {directory.isSuccess && (
        <p className="directory__count" role="status">
          {members.length === 0 ? COPY.noMatch : COPY.count(members.length, hasNextPage)}
        </p>
      )}
      <ul className="member-grid">
        {members.map((member) => (
          <MemberCard key={member.user_id} member={member} />
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && (
        <div className="directory__more">
          <Button variant="quiet" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? COPY.loadingMore : COPY.showMore}
          </Button>
        </div>
      )}
    </main>
  );
}
