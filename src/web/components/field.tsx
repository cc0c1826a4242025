import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
};

/** A labelled form control with its error message beside it, tied together for screen readers. */
export function Field({ id, label, error, optional = false, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
