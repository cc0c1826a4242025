import { type ComponentType, useEffect, useState } from 'react';

/**
 * Where the Tour section goes: its code is fetched once the visitor has scrolled, on the way
 * down to it, so the home page's first load carries none of it (its styles are the public pages').
 */
export function TourSlot() {
  const [Section, setSection] = useState<ComponentType>();
  useEffect(() => {
    const load = () => void import('./tour-section').then((module) => setSection(() => module.default));
    // Scrolled before the page came alive: no scroll may follow.
    if (scrollY > 0) load();
    else addEventListener('scroll', load, { once: true, passive: true });
    return () => removeEventListener('scroll', load);
  }, []);
  return Section ? <Section /> : null;
}
