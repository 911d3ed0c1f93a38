import { useId, type TextareaHTMLAttributes } from "react";

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextareaField({ label, error, hint, id, ...textarea }: TextareaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  const describedBy =
    [hint && `${textareaId}-hint`, error && `${textareaId}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={textareaId}>
        {label}
      </label>
      <textarea
        id={textareaId}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint && (
        <p id={`${textareaId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${textareaId}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
