const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * An email's plain text as text (React escapes it), with each http(s) address a link: nothing in the text can become
 * markup or a script, and only web addresses become links (never `javascript:` or `data:`).
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const trailing = TRAILING.exec(part)?.[0] ?? "";
        const address = part.slice(0, part.length - trailing.length);
        return (
          <span key={index}>
            <a href={address} target="_blank" rel="noopener noreferrer">
              {address}
            </a>
            {trailing}
          </span>
        );
      })}
    </>
  );
}
