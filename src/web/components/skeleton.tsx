/**
 * The shape of what a shopper's own page will show (their bag, their order) while only their
 * browser can fill it in: boxes and lines of text in grey, said to screen readers as `label`
 * (none: a part of a skeleton already announced, left out for them).
 */
export function Skeleton({
  label,
  boxes = 0,
  lines = 3,
}: {
  label?: string;
  boxes?: number;
  lines?: number;
}) {
  const said = label ? { role: 'status', 'aria-busy': true } : { 'aria-hidden': true };
  return (
    <div className="skeleton" {...said}>
      {label && <span className="visually-hidden">{label}</span>}
      {Array.from({ length: boxes }, (_, index) => (
        <div key={`box-${index}`} className="skeleton-box" />
      ))}
      {Array.from({ length: lines }, (_, index) => (
        <div key={`line-${index}`} className="skeleton-line" />
      ))}
    </div>
  );
}
