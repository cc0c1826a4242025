import { type CSSProperties, type ReactNode, useRef, useState } from 'react';

/** A swipe longer than this many pixels changes the slide. */
const SWIPE_THRESHOLD_PX = 50;
const SLIDE_OFFSET_PERCENT = 80;
const INACTIVE_SCALE = 0.9;
const INACTIVE_OPACITY = 0.6;

function slideStyle(index: number, active: number): CSSProperties {
  const isActive = index === active;
  return {
    transform: `translateX(${(index - active) * SLIDE_OFFSET_PERCENT}%) scale(${isActive ? 1 : INACTIVE_SCALE})`,
    opacity: isActive ? 1 : INACTIVE_OPACITY,
    zIndex: isActive ? 2 : 1,
  };
}

type Props = { label: string; items: { key: string; content: ReactNode; name: string }[] };

/**
 * Swipe left for the next item, right for the previous. The active item is full size; the others
 * shrink and fade, one slot per 80% of the width. Dots give keyboard and screen-reader access.
 */
export function SwipeSlider({ label, items }: Props) {
  const [active, setActive] = useState(0);
  const start = useRef<number | null>(null);

  function onPointerUp(x: number) {
    if (start.current === null) return;
    const moved = x - start.current;
    start.current = null;
    if (moved < -SWIPE_THRESHOLD_PX) setActive((i) => Math.min(i + 1, items.length - 1));
    else if (moved > SWIPE_THRESHOLD_PX) setActive((i) => Math.max(i - 1, 0));
  }

  return (
    <section className="slider" aria-roledescription="carousel" aria-label={label}>
      <div
        className="slider-track"
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => onPointerUp(event.clientX)}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group by the ARIA carousel pattern, not a form fieldset.
          <div
            key={item.key}
            className="slide"
            style={slideStyle(index, active)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}: ${item.name}`}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            {item.content}
          </div>
        ))}
      </div>
      <div className="slider-dots">
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            aria-label={`Show ${item.name}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
