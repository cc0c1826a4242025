import { formatNaira } from '../../domain/shared/money';

/** An amount of kobo, shown in naira. */
export function Price({ kobo, className }: { kobo: number; className?: string }) {
  return <span className={className ?? 'price'}>{formatNaira(kobo)}</span>;
}
