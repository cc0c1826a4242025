/**
 * A variant's stock as staff see it. The zod schemas (the API contract) live in contract.ts, so the
 * web app loads no zod.
 */
export type {
  StockChange,
  StockChangeBody,
  StockChangeResult,
  StockHistory,
  StockHistoryQuery,
  StockMovement,
} from './contract';

export {
  ADD_REASONS,
  type AdjustReason,
  MAX_STOCK,
  STOCK_MESSAGES,
  STOCK_MOVEMENT_LABELS,
  type StockMovementKind,
} from './ledger-terms';

/** 'Black, M': how a variant is named in messages and the history. */
export function variantName(color: string, size: string): string {
  return `${color}, ${size}`;
}
