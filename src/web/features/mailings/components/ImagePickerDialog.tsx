import { Alert } from "../../../components/ui/Alert.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useGalleryImages } from "../api/get-gallery-images.ts";

interface ImagePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (image: { src: string; alt: string }) => void;
}

/**
 * The gallery's newest images, to put one in the email. An email has no base address, so the image goes in with
 * the club's absolute address of its display size (decision 0024 says who can load it).
 */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerDialogProps) {
  const images = useGalleryImages(open);
  return (
    <Dialog open={open} title="Choose an image from the gallery" onClose={onClose} size="large">
      <p className="rich-editor__note">
        Gallery photographs are for members only. In an email one shows only to a reader whose browser is signed in to
        the club; the preview and most mail apps show its title instead.
      </p>
      {images.isPending && <p aria-busy="true">Loading the gallery…</p>}
      {images.isError && <Alert>The gallery could not be loaded.</Alert>}
      {images.isSuccess && images.data.length === 0 && <p>The gallery has no image yet.</p>}
      {images.isSuccess && images.data.length > 0 && (
        <ul className="image-picker">
          {images.data.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className="image-picker__choice"
                onClick={() =>
                  onPick({
                    src: new URL(image.display_url, window.location.origin).href,
                    alt: image.title || image.description,
                  })
                }
              >
                <img src={image.thumbnail_url} alt="" width={image.thumbnail.width} height={image.thumbnail.height} />
                <span className="image-picker__title">{image.title || "Untitled"}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
