import type { DeliveryLocation, DeliveryQuote, DeliveryQuoteRequest } from '../../domain/checkout';
import { api } from './client';

export const fetchLocations = () => api<DeliveryLocation[]>('/delivery/locations');
export const fetchQuote = (drop: DeliveryQuoteRequest) =>
  api<DeliveryQuote>('/delivery/quote', { method: 'POST', json: drop });
