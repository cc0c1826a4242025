import { useEffect, useReducer } from 'react';
import { adminFormReducer, type FieldErrors, initialAdminForm } from './admin-form-state';

/** What a section of a long staff form is handed: the value, the server's field messages, and a way to change it. */
export type FormSectionProps<T> = {
  value: T;
  fields: FieldErrors;
  change(patch: Partial<T>): void;
};

/**
 * A staff form over one value: loaded on entry when `load` is given (a 404 makes it `missing`, any
 * other failure the form's message), changed by patches, and saved by `save`, which shows the
 * server's message and field messages when it refuses. `load` answers how to update the starting
 * value, so a form can keep parts of its blank one; it runs again when `key` changes.
 * `clearsFieldErrors`: a field's message goes as soon as the field is changed.
 */
export function useAdminForm<T>(options: {
  initial: T | (() => T);
  load?: (() => Promise<(current: T) => T>) | undefined;
  key?: string | undefined;
  clearsFieldErrors?: boolean;
}) {
  const { load, key, clearsFieldErrors = false } = options;
  const [state, dispatch] = useReducer(adminFormReducer<T>, options, (given) =>
    initialAdminForm(
      given.initial instanceof Function ? given.initial() : given.initial,
      Boolean(given.load),
    ),
  );

  useEffect(() => {
    if (!load) return;
    load().then(
      (update) => dispatch({ type: 'loaded', update }),
      (failure: unknown) => dispatch({ type: 'load-failed', failure }),
    );
  }, [key]);

  function edit(update: (current: T) => T, touched?: readonly string[]) {
    dispatch(clearsFieldErrors && touched ? { type: 'edited', update, touched } : { type: 'edited', update });
  }

  /** Sends the value; what the server answers, if anything, replaces it. `onSaved` runs after a save went through. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a save that answers nothing is an async function returning Promise<void>.
  async function save(send: (value: T) => Promise<T | undefined | void>, onSaved?: () => void) {
    dispatch({ type: 'saving' });
    try {
      const answer = await send(state.value);
      dispatch(answer === undefined ? { type: 'saved' } : { type: 'saved', value: answer });
      onSaved?.();
    } catch (failure) {
      dispatch({ type: 'refused', failure });
    }
  }

  return {
    ...state,
    edit,
    change: (patch: Partial<T>) => edit((current) => ({ ...current, ...patch }), Object.keys(patch)),
    save,
    /** A field's own failure found in the browser, such as an upload the server turned down. */
    fail: (field: string, message: string) => dispatch({ type: 'field-failed', field, message }),
  };
}
