import { useState } from 'react';
import type { DeliveryLocation } from '../../../../domain/checkout/checkout';
import { useLoad } from '../../../hooks/use-load';
import { fetchLocations } from './delivery-api';

/** The states and their local areas that delivery covers, from the server. */
export function useLocations() {
  const [locations, setLocations] = useState<DeliveryLocation[]>([]);
  const load = useLoad(async () => setLocations(await fetchLocations()), 'Failed to retrieve locations');
  return { locations, ...load };
}
