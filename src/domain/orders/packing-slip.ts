import type { PickupPoint, ShippingMethod } from '../checkout/checkout';

/** What goes in the box and where it goes: a packing slip, without prices. */
export type PackingSlip = {
  number: string;
  createdAt: string;
  recipientName: string;
  phone: string;
  shippingMethod: ShippingMethod;
  /** The delivery address; for a pickup order, the shopper's own address (the parcel waits at the shop). */
  address: string;
  pickup: PickupPoint | null;
  lines: PackingSlipLine[];
};

export type PackingSlipLine = { name: string; color: string; size: string; quantity: number };

/** The most orders one print of slips takes (a page of the list is 25). */
export const MAX_PACKING_SLIPS = 100;

/** The units to pack: each line less its cancelled units; a line with none left is not packed. */
export function slipLines(
  lines: readonly (PackingSlipLine & { cancelledQuantity: number })[],
): PackingSlipLine[] {
  return lines
    .map(({ name, color, size, quantity, cancelledQuantity }) => ({
      name,
      color,
      size,
      quantity: quantity - cancelledQuantity,
    }))
    .filter((line) => line.quantity > 0);
}

/** The order numbers of a slips address (?orders=SF-A,SF-B), in the order given, each once. */
export function slipNumbers(param: string | null): string[] {
  const numbers = (param ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(numbers)];
}
