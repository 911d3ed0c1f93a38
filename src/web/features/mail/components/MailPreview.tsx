import type { MailPreviewAnswer } from "../../../../shared/mailings.ts";

interface MailPreviewProps {
  preview: MailPreviewAnswer | undefined;
  /** True while the preview is catching up with the latest typing. */
  updating: boolean;
  failed: boolean;
}

const reach = (n: number) => (n === 1 ? "1 member" : `${n} members`);

/**
 * The email as the server will send it: its sanitized HTML in a frame with every sandbox restriction
 * (no script, no forms, no same-origin access), so what shows here is exactly what members receive.
 */
export function MailPreview({ preview, updating, failed }: MailPreviewProps) {
  return (
    <section className="mail-preview" aria-labelledby="mail-preview-title" aria-busy={updating}>
      <header className="mail-preview__header">
        <h2 id="mail-preview-title" className="mail-preview__title">
          Preview
        </h2>
        <p className="mail-preview__reach" aria-live="polite">
          {failed ? "The preview could not be updated." : preview ? `Goes to ${reach(preview.recipients)}` : "Preparing…"}
        </p>
      </header>
      <iframe className="mail-preview__frame" title="Email preview" sandbox="" srcDoc={preview?.html ?? ""} />
    </section>
  );
}
