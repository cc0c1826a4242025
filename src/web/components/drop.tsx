import { useEffect, useState } from 'react';
import { isComingSoon, type Product } from '../../domain/catalog';
import { formatCountdown } from '../../domain/countdown';

const dropDate = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "On sale Sat, 28 Nov, 6:00 pm WAT": the drop's moment, in the shopper's own time zone. */
export function dropDateText(liveAt: string): string {
  return `On sale ${dropDate.format(new Date(liveAt))}`;
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

/** The drop panel of a product page: when it goes on sale, and a countdown to it. */
export function DropCountdown({ liveAt, now }: { liveAt: string; now: number }) {
  return (
    <div className="drop">
      <p className="drop-label">Coming soon</p>
      <p className="drop-date">{dropDateText(liveAt)}</p>
      {/* Read out once, not every second: the timer's text changes, the live region does not. */}
      <p className="drop-countdown" role="timer" aria-label="Time until it goes on sale">
        {formatCountdown(Date.parse(liveAt) - now)}
      </p>
    </div>
  );
}
