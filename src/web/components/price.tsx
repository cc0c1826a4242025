import { formatNaira } from '../../domain/money';

/** An amount of kobo, shown in naira. */
export function Price({ kobo, className }: { kobo: number; className?: string }) {
  return <span className={className ?? 'price'}>{formatNaira(kobo)}</span>;
}
