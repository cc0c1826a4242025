import { useState } from 'react';
import type { DeliveryLocation } from '../../../domain/checkout/checkout';
import { fetchLocations } from '../../api/delivery';
import { useLoad } from '../../hooks/use-load';

/** The states and their local areas that delivery covers, from the server. */
export function useLocations() {
  const [locations, setLocations] = useState<DeliveryLocation[]>([]);
  const load = useLoad(async () => setLocations(await fetchLocations()), 'Failed to retrieve locations');
  return { locations, ...load };
}
