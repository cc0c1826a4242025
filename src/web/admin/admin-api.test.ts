import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { api, onConfirmItIsYou } from './admin-api';

const reauth = { error: { code: 'reauthentication_required', message: 'Confirm it’s you.' } };

/** The server's answers in turn, as fetch would give them. */
function answers(...bodies: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const next = bodies.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the admin asked to confirm it is the person', () => {
  afterEach(() => {
    onConfirmItIsYou(null);
    vi.unstubAllGlobals();
  });

  it('asks, then sends the same request again once confirmed', async () => {
    const fetch = answers({ status: 403, body: reauth }, { status: 200, body: { ok: true } });
    const ask = vi.fn(async () => true);
    onConfirmItIsYou(ask);
    await expect(api('/admin/staff/1/role', { method: 'PUT', json: { role: 'manager' } })).resolves.toEqual({
      ok: true,
    });
    expect(ask).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/admin/staff/1/role',
      '/api/admin/staff/1/role',
    ]);
  });

  it('gives the refusal back when the dialog is cancelled, and sends nothing more', async () => {
    const fetch = answers({ status: 403, body: reauth });
    onConfirmItIsYou(async () => false);
    const failure = await api('/admin/orders/export-check').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('reauthentication_required');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('does not ask for other refusals, nor where no one can answer (the shop)', async () => {
    answers({ status: 403, body: { error: { code: 'permission_denied', message: 'No.' } } });
    const ask = vi.fn(async () => true);
    onConfirmItIsYou(ask);
    await expect(api('/admin/orders/1/adjustments', { method: 'POST' })).rejects.toThrow('No.');
    expect(ask).not.toHaveBeenCalled();
    onConfirmItIsYou(null);
    answers({ status: 403, body: reauth });
    await expect(api('/admin/staff')).rejects.toThrow('Confirm it’s you.');
  });
});
