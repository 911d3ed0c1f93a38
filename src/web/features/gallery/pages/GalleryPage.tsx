import { lazy, Suspense, useMemo, useReducer, useState, type ReactNode } from "react";
import type { Image } from "../../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../../shared/texts/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { CommentsWidget } from "../../comments/index.ts";
import { useDeleteImages } from "../api/delete-images.ts";
import { useEventOptions } from "../api/get-event-options.ts";
import { useImage } from "../api/get-image.ts";
import { useImagePages } from "../api/get-images.ts";
import { useUploads } from "../api/use-uploads.ts";
import { GalleryFilters } from "../components/GalleryFilters.tsx";
import { ImageDetailDialog } from "../components/ImageDetailDialog.tsx";
import { ImageGrid } from "../components/ImageGrid.tsx";
import { LoadFailureBoundary } from "../components/LoadFailureBoundary.tsx";
import { ManageBar } from "../components/ManageBar.tsx";
import { UploadDialog } from "../components/UploadDialog.tsx";
import { UploadProgressList } from "../components/UploadProgressList.tsx";
import { useInfiniteScroll } from "../components/use-infinite-scroll.ts";
import { canDeleteSelection, initialManageState, manageReducer } from "../lib/manage-mode.ts";
import { useImageDeepLink } from "./use-deep-link.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.page;

// Gallery Mode loads only when a member opens it, so the gallery's first paint does not pay for the viewer.
const GalleryLightbox = lazy(() => import("../components/GalleryLightbox.tsx"));

/** The detail dialog's comments section: the page composes the two features. */
const comments = (image: Image) => <CommentsWidget commentableId={image.id} />;

/** /gallery (docs/product/screens.md#gallery). */
export function GalleryPage() {
  const [search, setSearch] = useState("");
  const [eventId, setEventId] = useState("");
  const tag = useDebounced(search.trim(), 250);
  const pages = useImagePages({ tag, eventId });
  const images = useMemo(() => pages.data?.pages.flatMap((page) => page.images) ?? [], [pages.data]);
  const events = useEventOptions();
  const uploads = useUploads();
  const [manage, dispatch] = useReducer(manageReducer, initialManageState);
  const remove = useDeleteImages();
  const link = useImageDeepLink();
  const opened = useImage(link.openId);
  const openImage = opened.data ?? images.find((image) => image.id === link.openId);
  const [lightbox, setLightbox] = useState<{ images: Image[]; index: number } | null>(null);
  const [backFromGalleryMode, setBackFromGalleryMode] = useState(false);
  const [viewerFailed, setViewerFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const sentinel = useInfiniteScroll(() => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  }, pages.hasNextPage);

  const activate = (image: Image) => {
    if (manage.managing) dispatch({ type: "toggle", id: image.id, canDelete: image.can_edit });
    else link.open(image.id);
  };
  const startGalleryMode = (image: Image) => {
    const list = images.some((i) => i.id === image.id) ? images : [image];
    setViewerFailed(false);
    setLightbox({ images: list, index: list.findIndex((i) => i.id === image.id) });
  };
  const endGalleryMode = (last: Image | undefined) => {
    setLightbox(null);
    setBackFromGalleryMode(true);
    if (last && last.id !== link.openId) link.replace(last.id);
  };
  const deleteSelected = () => {
    if (!canDeleteSelection(manage)) return;
    remove.mutate([...manage.selected], { onSuccess: () => dispatch({ type: "deleted" }) });
  };
  const filtering = tag !== "" || eventId !== "";
  // Manage Media shows only what the member may delete (her own photographs; every one for an admin).
  const shown = manage.managing ? images.filter((image) => image.can_edit) : images;

  let content: ReactNode;
  if (pages.isPending) content = <p className="gallery-status">{COPY.loading}</p>;
  else if (pages.isError) content = <Alert>{COPY.loadFailed}</Alert>;
  else if (manage.managing && shown.length === 0)
    content = (
      <div className="gallery-empty">
        <p className="gallery-empty__title">{COPY.nothingToDelete}</p>
        <p>{images.length === 0 ? COPY.noPhotographs : COPY.noneOfThese}</p>
      </div>
    );
  else if (images.length === 0)
    content = (
      <div className="gallery-empty">
        <p className="gallery-empty__title">{IMAGE_TEXTS.noImages}</p>
        <p>{filtering ? COPY.noMatch : COPY.shareFirst}</p>
      </div>
    );
  else
    content = <ImageGrid images={shown} managing={manage.managing} selected={manage.selected} onActivate={activate} />;

  return (
    <main id="main" className="page gallery-page">
      <header className="gallery-header">
        <div>
          <span className="eyebrow">{COPY.eyebrow}</span>
          <h1 className="gallery-header__title">{COPY.title}</h1>
        </div>
        <div className="gallery-header__actions">
          <Button onClick={() => setUploading(true)}>{COPY.upload}</Button>
          {!manage.managing && (
            <Button variant="quiet" onClick={() => dispatch({ type: "enter" })}>
              {COPY.manage}
            </Button>
          )}
        </div>
      </header>
      <GalleryFilters
        search={search}
        onSearch={setSearch}
        eventId={eventId}
        onEvent={setEventId}
        events={events.data ?? []}
      />
      {!uploading && <UploadProgressList uploads={uploads.uploads} onDismiss={uploads.dismiss} />}
      {uploading && (
        <UploadDialog
          events={events.data ?? []}
          uploads={uploads.uploads}
          onUpload={uploads.start}
          onDismiss={uploads.dismiss}
          onClose={() => {
            setUploading(false);
            // What has settled was seen in the dialog; only uploads still under way stay on the page.
            uploads.dismiss();
          }}
        />
      )}
      {manage.managing && (
        <ManageBar
          count={manage.selected.size}
          deleting={remove.isPending}
          failed={remove.isError}
          onDelete={deleteSelected}
          onCancel={() => dispatch({ type: "leave" })}
        />
      )}
      {viewerFailed && <Alert>{COPY.viewerFailed}</Alert>}
      {content}
      <div ref={sentinel} className="gallery-sentinel" aria-hidden="true" />
      {pages.isFetchingNextPage && <p className="gallery-status">{COPY.loadingMore}</p>}

      {link.openId && !lightbox && (
        <ImageDetailDialog
          image={openImage}
          failed={opened.isError && !openImage}
          onClose={() => {
            setBackFromGalleryMode(false);
            link.close();
          }}
          onGalleryMode={startGalleryMode}
          backFromGalleryMode={backFromGalleryMode}
          comments={comments}
        />
      )}
      {lightbox && (
        <LoadFailureBoundary
          onFailure={() => {
            setLightbox(null);
            setViewerFailed(true);
          }}
        >
          <Suspense fallback={null}>
            <GalleryLightbox images={lightbox.images} index={lightbox.index} onClose={endGalleryMode} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </main>
  );
}
