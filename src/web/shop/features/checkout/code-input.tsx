import './discount-field.css';
import type { KeyboardEvent, Ref } from 'react';

/** The longest code a shopper may type (the API's limit). */
const CODE_MAX_LENGTH = 40;

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the code last tried gives nothing, said under the field and tied to it. */
  error: string | null;
  busy: boolean;
  /** The button's word: "Apply", "Unlock". */
  action: string;
  /** Without it the button submits the form around the field; with it, the button and Enter call it. */
  onApply?: () => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A code field as the shop asks for codes (the checkout's discount code, a product's presale code):
 * the code and its button on one row, typed in capitals, never completed or spell-checked, and the
 * server's answer under it.
 */
export function CodeInput({
  id,
  label,
  value,
  onChange,
  error,
  busy,
  action,
  onApply,
  disabled,
  inputRef,
}: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!onApply || event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  }
  return (
    <div className={error ? 'discount-code field field-invalid' : 'discount-code field'}>
      <label htmlFor={id}>{label}</label>
      <div className="discount-row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type={onApply ? 'button' : 'submit'}
          className="button button-outline"
          disabled={busy || disabled}
          onClick={onApply}
        >
          {busy ? 'Checking…' : action}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
