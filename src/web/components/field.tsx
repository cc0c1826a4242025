import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  /** A line under the control that tells more about it, read out with it. */
  hint?: ReactNode;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
};

/** A labelled form control with its error message beside it, tied together for screen readers. */
export function Field({ id, label, error, optional = false, hint, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
