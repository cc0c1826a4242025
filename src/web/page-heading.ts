/**
 * Where a page's own content starts, for the keyboard and screen readers: its heading (h1) in the
 * main element, past the header and its links. The skip link leads there, and so does a move to
 * another page in the app.
 */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1');
}

/** Moves focus to a heading, which takes it for as long as it holds it (a tab leaves it as it was). */
export function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
  }
  heading.focus(options);
}

/**
 * The skip link, answered by the page's entry (boot.ts): it works on a page the server drew before
 * the app has started, as links there do. Its address (#main) is for a browser without scripts.
 */
export function skipToContent(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[data-skip-link]') : null;
  const heading = link && pageHeading();
  if (!heading) return;
  event.preventDefault();
  focusHeading(heading);
}
