import { ApiError, problemOf } from '../../api-client';

/** The server's message for each field it refused, by the field's path (`links.0.link`). */
export type FieldErrors = Readonly<Record<string, string>>;

const NO_FIELDS: FieldErrors = {};

/**
 * A staff form's state: what is being edited, whether it has loaded (or names nothing that exists),
 * whether a save is under way or went through, and the server's last refusal.
 */
export type AdminFormState<T> = {
  status: 'loading' | 'ready' | 'missing';
  value: T;
  saving: boolean;
  saved: boolean;
  message: string | null;
  fields: FieldErrors;
};

export type AdminFormAction<T> =
  | { type: 'loaded'; update: (current: T) => T }
  | { type: 'load-failed'; failure: unknown }
  | { type: 'edited'; update: (current: T) => T; touched?: readonly string[] }
  | { type: 'saving' }
  | { type: 'saved'; value?: T }
  | { type: 'refused'; failure: unknown }
  | { type: 'field-failed'; field: string; message: string };

export function initialAdminForm<T>(value: T, loading: boolean): AdminFormState<T> {
  return {
    status: loading ? 'loading' : 'ready',
    value,
    saving: false,
    saved: false,
    message: null,
    fields: NO_FIELDS,
  };
}

/**
 * The fields' messages left once `touched` changed: a field's message goes as soon as the field (or
 * a part of it, `colorImages.Black` for `colorImages`) is changed, and the summary with the last one.
 */
function forget<T>(state: AdminFormState<T>, touched: readonly string[]): AdminFormState<T> {
  const stale = Object.keys(state.fields).filter((key) => touched.includes(key.split('.')[0] ?? key));
  if (stale.length === 0) return state;
  const fields = Object.fromEntries(Object.entries(state.fields).filter(([key]) => !stale.includes(key)));
  return { ...state, fields, message: Object.keys(fields).length === 0 ? null : state.message };
}

export function adminFormReducer<T>(state: AdminFormState<T>, action: AdminFormAction<T>): AdminFormState<T> {
  switch (action.type) {
    case 'loaded':
      return { ...state, status: 'ready', value: action.update(state.value) };
    case 'load-failed':
      // A link to what was deleted, or mistyped, is not a failure to retry: the screen says so.
      if (action.failure instanceof ApiError && action.failure.status === 404) {
        return { ...state, status: 'missing' };
      }
      return { ...state, status: 'ready', message: problemOf(action.failure).message };
    case 'edited': {
      const edited = { ...state, value: action.update(state.value), saved: false };
      return action.touched ? forget(edited, action.touched) : edited;
    }
    case 'saving':
      return { ...state, saving: true, message: null, fields: NO_FIELDS };
    case 'saved':
      return { ...state, saving: false, saved: true, value: action.value ?? state.value };
    case 'refused': {
      const problem = problemOf(action.failure);
      return { ...state, saving: false, message: problem.message, fields: problem.fields };
    }
    case 'field-failed':
      return { ...state, fields: { ...state.fields, [action.field]: action.message } };
  }
}
