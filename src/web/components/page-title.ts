import { useEffect } from 'react';
import { site } from '../content/site';

/** Sets the document title while a screen is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} — ${site.artistName}` : `${site.artistName} — Official Site & Store`;
  }, [title]);
}
