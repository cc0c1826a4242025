import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const TourSection = lazy(() => import('./tour-section'));

/** Where the Tour section goes: it is fetched once this place comes within a screen of view. */
export function TourSlot() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const watch = new IntersectionObserver((seen) => seen[0]?.isIntersecting && setNear(true), {
      rootMargin: '100%',
    });
    if (place.current) watch.observe(place.current);
    return () => watch.disconnect();
  }, []);
  return near ? (
    <Suspense>
      <TourSection />
    </Suspense>
  ) : (
    <div ref={place} />
  );
}
