import { type RefObject, useEffect, useState } from 'react';

export type ScrollEdges = { before: boolean; after: boolean };

/**
 * Whether a horizontally scrolling element has more to show before and after what is in view, so
 * the screen can hint at it (a fade, an arrow) instead of cutting a label off with no sign.
 */
export function useScrollEdges(element: RefObject<HTMLElement | null>, watch: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => {
      const before = target.scrollLeft > 1;
      const after = target.scrollLeft + target.clientWidth < target.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    target.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      target.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [element, watch]);
  return edges;
}
