import type {
  DeliveryLocation,
  DeliveryQuote,
  DeliveryQuoteRequest,
  ShopInfo,
} from '../../../../domain/checkout/checkout';
import { api } from '../../../api-client';

export const fetchLocations = () => api<DeliveryLocation[]>('/delivery/locations');
export const fetchQuote = (drop: DeliveryQuoteRequest) =>
  api<DeliveryQuote>('/delivery/quote', { method: 'POST', json: drop });

/** Where and when pickup orders are collected, and the shop's contact address. */
export const fetchShopInfo = () => api<ShopInfo>('/shop');
