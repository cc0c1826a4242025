import { ApiError, api as send } from '../api-client';

/**
 * What the admin does when the server asks a session to confirm it is the person (a refund, a staff
 * change, an export after ten minutes): ask for the password or a code, answering true once given
 * (ConfirmItIsYouHost sets it while the admin is open).
 */
let confirmItIsYou: (() => Promise<boolean>) | null = null;

export function onConfirmItIsYou(ask: (() => Promise<boolean>) | null): void {
  confirmItIsYou = ask;
}

/** The code of the 403 that asks for it (src/server/modules/auth/staff/staff-check.ts). */
const REAUTH_CODE = 'reauthentication_required';

/**
 * The admin's way to the server: the web app's `api`, and when the server asks "Confirm it's you",
 * the question answered and the same request sent again, once. Apart from the shop's client, so a
 * shopper's first page carries none of it.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  try {
    return await send<T>(path, init);
  } catch (failure) {
    const asked = failure instanceof ApiError && failure.code === REAUTH_CODE;
    if (asked && confirmItIsYou && (await confirmItIsYou())) return send<T>(path, init);
    throw failure;
  }
}
