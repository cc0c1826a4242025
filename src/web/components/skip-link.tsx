/**
 * The first thing the keyboard reaches on every page, shown only then: "Skip to content" leads past
 * the header's links to the page's heading (page-heading.ts answers it).
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" data-skip-link="">
      Skip to content
    </a>
  );
}
