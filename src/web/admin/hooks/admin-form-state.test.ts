import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client';
import { adminFormReducer, initialAdminForm } from './admin-form-state';

type Draft = { name: string; colors: string; price: string };
const blank: Draft = { name: '', colors: '', price: '' };

describe('a staff form', () => {
  it('starts loading when it has something to load, and ready when it has not', () => {
    expect(initialAdminForm(blank, true).status).toBe('loading');
    expect(initialAdminForm(blank, false)).toEqual({
      status: 'ready',
      value: blank,
      saving: false,
      saved: false,
      message: null,
      fields: {},
    });
  });

  it('updates the value it started with once loaded', () => {
    const state = adminFormReducer(initialAdminForm(blank, true), {
      type: 'loaded',
      update: (current) => ({ ...current, colors: 'Black' }),
    });
    expect(state).toMatchObject({ status: 'ready', value: { name: '', colors: 'Black' } });
  });

  it('names nothing on a 404, and shows any other failure to load as its message', () => {
    const loading = initialAdminForm(blank, true);
    expect(
      adminFormReducer(loading, { type: 'load-failed', failure: new ApiError(404, 'Not found') }).status,
    ).toBe('missing');
    expect(adminFormReducer(loading, { type: 'load-failed', failure: new Error('Offline') })).toMatchObject({
      status: 'ready',
      message: 'Offline',
    });
  });

  it('shows the server’s message and field messages when a save is refused, and clears them on the next', () => {
    const saving = adminFormReducer(initialAdminForm(blank, false), { type: 'saving' });
    expect(saving.saving).toBe(true);
    const refused = adminFormReducer(saving, {
      type: 'refused',
      failure: new ApiError(400, 'Check the fields', { name: 'Required' }),
    });
    expect(refused).toMatchObject({
      saving: false,
      message: 'Check the fields',
      fields: { name: 'Required' },
    });
    expect(adminFormReducer(refused, { type: 'saving' })).toMatchObject({ message: null, fields: {} });
  });

  it('keeps what the server answers to a save, and says it is saved until the next change', () => {
    const saved = adminFormReducer(adminFormReducer(initialAdminForm(blank, false), { type: 'saving' }), {
      type: 'saved',
      value: { ...blank, name: 'Tee' },
    });
    expect(saved).toMatchObject({ saving: false, saved: true, value: { name: 'Tee' } });
    expect(adminFormReducer(saved, { type: 'saved' }).value.name).toBe('Tee');
    const edited = adminFormReducer(saved, {
      type: 'edited',
      update: (current) => ({ ...current, price: '1' }),
    });
    expect(edited).toMatchObject({ saved: false, value: { name: 'Tee', price: '1' } });
  });

  it('drops a field’s message when that field is changed, and the summary with the last one', () => {
    const refused = adminFormReducer(initialAdminForm(blank, false), {
      type: 'refused',
      failure: new ApiError(400, 'Check the fields', { name: 'Required', 'colors.0': 'Too long' }),
    });
    const rename = (current: Draft) => ({ ...current, name: 'Tee' });
    const named = adminFormReducer(refused, { type: 'edited', update: rename, touched: ['name'] });
    expect(named).toMatchObject({ message: 'Check the fields', fields: { 'colors.0': 'Too long' } });
    const untouched = adminFormReducer(named, { type: 'edited', update: rename, touched: ['price'] });
    expect(untouched.fields).toBe(named.fields);
    const coloured = adminFormReducer(named, { type: 'edited', update: rename, touched: ['colors'] });
    expect(coloured).toMatchObject({ message: null, fields: {} });
    // Without `touched`, the messages stay until the next save.
    expect(adminFormReducer(refused, { type: 'edited', update: rename }).fields).toBe(refused.fields);
  });

  it('adds a field’s own failure to what the server said', () => {
    const state = adminFormReducer(initialAdminForm(blank, false), {
      type: 'field-failed',
      field: 'cover',
      message: 'Too large',
    });
    expect(state.fields).toEqual({ cover: 'Too large' });
  });
});
