import { type RefObject, useEffect } from 'react';

/**
 * After the server refuses a save, puts the keyboard on the first field it named, which also scrolls
 * it into view: on a phone the Save button is far below most fields, and the field's own message
 * beside it says what to fix. `fields` is the refused save's field messages (a new object per save).
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  fields: Readonly<Record<string, string>>,
): void {
  useEffect(() => {
    if (Object.keys(fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fields]);
}
