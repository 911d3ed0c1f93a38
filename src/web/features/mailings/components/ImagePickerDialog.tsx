import { Alert } from "../../../components/ui/Alert.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useGalleryImages } from "../api/get-gallery-images.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

const COPY = MAILINGS_COPY.imagePicker;

interface ImagePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (image: { src: string; alt: string }) => void;
}

/**
 * The gallery's newest images, to put one in the email. The image goes in at its display size's club path; the server
 * makes it absolute (as it does links) and gives it an address a mail app can load when the mailing is previewed or
 * sent (decision 0024).
 */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerDialogProps) {
  const images = useGalleryImages(open);
  return (
    <Dialog open={open} title={COPY.title} onClose={onClose} size="large">
      <p className="rich-editor__note">{COPY.note}</p>
      {images.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {images.isError && <Alert>{COPY.loadFailed}</Alert>}
      {images.isSuccess && images.data.length === 0 && <p>{COPY.empty}</p>}
      {images.isSuccess && images.data.length > 0 && (
        <ul className="image-picker">
          {images.data.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className="image-picker__choice"
                onClick={() =>
                  onPick({
                    src: image.display_url,
                    alt: image.title || image.description,
                  })
                }
              >
                <img src={image.thumbnail_url} alt="" width={image.thumbnail.width} height={image.thumbnail.height} />
                <span className="image-picker__title">{image.title || COPY.untitled}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
