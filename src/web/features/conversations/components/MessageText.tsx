/** A message's text as text, its web addresses as links: never read as HTML. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <p className="message__text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} rel="noopener noreferrer nofollow" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
