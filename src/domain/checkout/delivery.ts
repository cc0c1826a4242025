/** Where the shop delivers, and what the shopper reads when delivery cannot be priced. */

/** The one country the shop delivers to, as the checkout offers it. */
export const DELIVERY_COUNTRY = 'Nigeria';

/** Delivery goes within Nigeria only; the country may be written out or as its code. */
export function isNigeria(country: string): boolean {
  return /^(nigeria|ng)$/i.test(country.trim());
}

/** What the shopper reads when delivery cannot be priced; pickup always stays open. */
export const DELIVERY_MESSAGES = {
  unavailable: 'We could not get a delivery price right now. Please try again, or choose pickup.',
  locationsUnavailable: 'We could not load the delivery areas right now. Please try again.',
  misconfigured:
    "Delivery prices are unavailable because of a problem with the shop's delivery set-up. Please choose pickup, or try again later.",
  notOffered: 'We could not find a delivery option for this address. Please check it, or choose pickup.',
  unknownState: 'Please choose your state from the list.',
  outsideNigeria: 'We only deliver within Nigeria.',
  pickupOff: 'This shop does not offer pickup: please choose delivery.',
} as const;

/** Said at the shipping step when standard delivery does not go to the shopper's state (decision 0047). */
export function pickupOnlyMessage(state: string): string {
  return `We do not deliver to ${state} yet: choose pickup and collect your order from us.`;
}

/** Said instead when the shop has no pickup point either (no address set: pickup is off). */
export function noDeliveryMessage(state: string): string {
  return `We do not deliver to ${state} yet, and this shop does not offer pickup: please use an address in another state.`;
}

/** Pickup is offered only where the shop says where to collect: no address, no pickup (decision 0066). */
export function offersPickup(pickup: { address: string }): boolean {
  return pickup.address.trim() !== '';
}
