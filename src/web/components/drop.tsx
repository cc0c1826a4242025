import { useEffect, useState } from 'react';
import { isComingSoon, type Product } from '../../domain/catalog/catalog';
import { formatCountdown } from '../../domain/shared/countdown';
import { useHydrated } from '../render-context';

// Made on first use, by a product still to come: its locale data costs a slow phone time to load.
let dropDate: Intl.DateTimeFormat | undefined;

/** "Sat, 28 Nov, 6:00 pm WAT": a drop's moment, in the shopper's own time zone. */
function dropDateText(liveAt: string): string {
  dropDate ??= new Intl.DateTimeFormat('en-NG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return dropDate.format(new Date(liveAt));
}

/**
 * Whether the product is still coming soon, re-checked every second until its moment comes, so the
 * page turns live on time without a reload. Also returns the clock, for a countdown.
 */
export function useComingSoon(product: Pick<Product, 'hidden' | 'liveAt'>): {
  comingSoon: boolean;
  now: number;
} {
  const [now, setNow] = useState(() => Date.now());
  const comingSoon = isComingSoon(product, now);
  useEffect(() => {
    if (!comingSoon) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [comingSoon]);
  return { comingSoon, now };
}

/**
 * When a drop goes on sale, in the shopper's time zone, which only the browser knows: a page the
 * server drew keeps the line's place empty until it is hydrated.
 */
export function DropDate({
  liveAt,
  className,
  prefix = 'On sale ',
}: {
  liveAt: string;
  className: string;
  /** Words before the date: "On sale Sat, 28 Nov, 6:00 pm WAT". */
  prefix?: string;
}) {
  const hydrated = useHydrated();
  return <span className={className}>{hydrated ? `${prefix}${dropDateText(liveAt)}` : '\u00a0'}</span>;
}

/** A card's mark for a product still to come, over its photo (the shop and the home page's preview). */
export function ComingSoonBadge() {
  return <span className="badge badge-accent">Coming soon</span>;
}

/** The drop panel of a product page: when it goes on sale, and a countdown to it. */
export function DropCountdown({ liveAt, now }: { liveAt: string; now: number }) {
  const hydrated = useHydrated();
  return (
    <div className="drop">
      <p className="drop-label">Coming soon</p>
      <p className="drop-date">
        <DropDate liveAt={liveAt} className="drop-date-text" />
      </p>
      {/* Read out once, not every second: the timer's text changes, the live region does not. */}
      <p className="drop-countdown" role="timer" aria-label="Time until it goes on sale">
        {hydrated ? formatCountdown(Date.parse(liveAt) - now) : '\u00a0'}
      </p>
    </div>
  );
}
