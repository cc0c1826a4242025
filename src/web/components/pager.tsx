/**
 * "Page 2 of 5" between a button back and a button on, for a list a page at a time; nothing when
 * the list fits on one page. The buttons' words say which way the list runs (Previous/Next,
 * Newer/Older).
 */
export function Pager({
  page,
  pages,
  onPage,
  back = 'Previous',
  on = 'Next',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  back?: string;
  on?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button-outline button-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {back}
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button-outline button-small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {on}
      </button>
    </nav>
  );
}
