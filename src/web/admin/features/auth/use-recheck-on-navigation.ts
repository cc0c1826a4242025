import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { sessionApi } from './session-api';

/**
 * Asks the server again at each move between admin pages whether this browser is still signed in:
 * a session ended from another device (or by an owner) sends it to the sign-in page at its next
 * step, not at the next full load. A failed check (no connection) changes nothing: the screens
 * say so themselves.
 */
export function useRecheckOnNavigation(signedIn: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const where = `${location.pathname}${location.search}`;
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    // The sign-in check that let this browser in was made here: the first page needs no second one.
    if (checked.current === null || checked.current === location.pathname) {
      checked.current = location.pathname;
      return;
    }
    checked.current = location.pathname;
    let live = true;
    sessionApi.session().then(
      (body) => {
        if (live && !body?.user) navigate(paths.login, { replace: true, state: { from: where } });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [signedIn, location.pathname]);
}
