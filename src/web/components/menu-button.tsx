import type { RefObject } from 'react';

/** The phone's menu control: three bars (a cross while open) and the word, so nobody has to guess. */
export function MenuButton({
  className,
  controls,
  open,
  onToggle,
  ref,
}: {
  className: string;
  controls: string;
  open: boolean;
  onToggle(): void;
  ref?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>Menu</span>
    </button>
  );
}
