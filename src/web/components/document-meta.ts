import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PageSubject } from '../../domain/pages/page-head/page-head';
import { useSite } from '../state/content';

/** The address the page was first opened at; its head is the server's until something changes it. */
const firstPathname = typeof window === 'undefined' ? null : window.location.pathname;
let headUntouched = true;

/**
 * Keeps the head (title, description, canonical link, preview and price tags) in step with the
 * screen while the visitor moves around the app: the page's head as the server writes it
 * (pageHead), for the page of the address and what the screen shows of it (`subject`, whose head a
 * screen keeps with useMemo). On the page first opened, nothing here changes.
 */
export function useDocumentMeta(subject: PageSubject = {}) {
  const { head: subjectHead, title, notFound } = subject;
  const site = useSite();
  const { pathname } = useLocation();
  const firstRun = useRef(true);
  useEffect(() => {
    const asDrawn = firstRun.current && headUntouched && pathname === firstPathname;
    firstRun.current = false;
    // The page first opened has the server's head: its writer's code waits for the first change.
    if (asDrawn) return;
    headUntouched = false;
    let current = true;
    void import('./page-head-writer').then(({ writePageHead }) => {
      if (current) writePageHead(pathname, site, { head: subjectHead, title, notFound });
    });
    return () => {
      current = false;
    };
  }, [pathname, site, subjectHead, title, notFound]);
}
