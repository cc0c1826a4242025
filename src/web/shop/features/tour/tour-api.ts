import type { TourPage } from '../../../../domain/tour/tour';
import { api } from '../../../api-client';

/** The upcoming shows and one page of past ones. */
export const fetchTour = (page = 1, signal?: AbortSignal) =>
  api<TourPage>(`/tour${page > 1 ? `?page=${page}` : ''}`, signal ? { signal } : {});
