import type { MouseEvent, ReactNode } from 'react';
import { twoFactorApi } from './two-factor-api';

/**
 * A download with personal data (an export of orders, of subscribers): a plain link the browser
 * saves itself, once the session has confirmed it is the person lately. A link cannot answer
 * "Confirm it's you", so the admin asks the server first, and the dialog opens when it must.
 */
export function PersonalDataLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  async function follow(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const { href: address } = event.currentTarget;
    try {
      await twoFactorApi.recentSignIn();
    } catch {
      return; // Cancelled, or the password was not given: nothing is downloaded.
    }
    window.location.assign(address);
  }
  return (
    <a className={className} href={href} download onClick={(event) => void follow(event)}>
      {children}
    </a>
  );
}

/** Before a download made by script (a fan's data): the same question first, true once answered. */
export async function confirmedRecently(): Promise<boolean> {
  try {
    await twoFactorApi.recentSignIn();
    return true;
  } catch {
    return false;
  }
}
