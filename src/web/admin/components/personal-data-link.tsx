import type { MouseEvent, ReactNode } from 'react';
import { api } from '../admin-api';

/** Asks before a download of personal data: a 403 there opens "Confirm it's you" (api-client.ts). */
const recentSignIn = () => api<null>('/admin/account/recent-sign-in');

/**
 * A download with personal data (an export of orders, of subscribers): a plain link the browser
 * saves itself, once the session has confirmed it is the person lately. A link cannot answer
 * "Confirm it's you", so the admin asks the server first, and the dialog opens when it must.
 */
export function PersonalDataLink({
  href,
  className,
  download = true,
  label,
  children,
}: {
  href: string;
  className: string;
  /** The file's name, when the link names it. */
  download?: string | true;
  /** What the link is called when its text alone ("Download") does not say which file. */
  label?: string;
  children: ReactNode;
}) {
  async function follow(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const { href: address } = event.currentTarget;
    try {
      await recentSignIn();
    } catch {
      return; // Cancelled, or the password was not given: nothing is downloaded.
    }
    window.location.assign(address);
  }
  return (
    <a
      className={className}
      href={href}
      download={download === true ? '' : download}
      aria-label={label}
      onClick={(event) => void follow(event)}
    >
      {children}
    </a>
  );
}

/** Before a download made by script (a fan's data): the same question first, true once answered. */
export async function confirmedRecently(): Promise<boolean> {
  try {
    await recentSignIn();
    return true;
  } catch {
    return false;
  }
}
