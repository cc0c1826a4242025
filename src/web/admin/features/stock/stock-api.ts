import type { StockChangeBody, StockChangeResult, StockHistory } from '../../../../domain/stock/stock-ledger';
import { api } from '../../admin-api';

const stockUrl = (id: string) => `/admin/products/${encodeURIComponent(id)}/stock`;

export const stockApi = {
  changeStock: (id: string, body: StockChangeBody) =>
    api<StockChangeResult>(stockUrl(id), { method: 'POST', json: body }),
  stockHistory(id: string, color: string, size: string, before: number | null) {
    const query = new URLSearchParams({ color, size });
    if (before !== null) query.set('before', String(before));
    return api<StockHistory>(`${stockUrl(id)}/history?${query}`);
  },
};
