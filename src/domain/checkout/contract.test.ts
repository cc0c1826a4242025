import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, DELIVERY_MESSAGES } from './checkout';
import { contactFormSchema, deliveryQuoteRequestSchema } from './contract';

const drop = {
  address: '12 Admiralty Way',
  city: 'Eti-Osa',
  state: 'Lagos',
  country: 'Nigeria',
  lat: 6.43,
  long: 3.47,
};

function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('deliveryQuoteRequestSchema', () => {
  it('accepts a drop and trims its texts', () => {
    expect(deliveryQuoteRequestSchema.parse({ ...drop, address: ' 12 Admiralty Way ' })).toEqual(drop);
  });

  it('names each missing field with the checkout message', () => {
    const result = deliveryQuoteRequestSchema.safeParse({ address: ' ', city: '', lat: 6.4, long: 3.4 });
    expect(fieldMessages(result)).toEqual({
      address: CONTACT_MESSAGES.address,
      city: CONTACT_MESSAGES.region,
      state: CONTACT_MESSAGES.region,
      country: CONTACT_MESSAGES.region,
    });
  });

  it('refuses positions out of range or not numbers', () => {
    const result = deliveryQuoteRequestSchema.safeParse({ ...drop, lat: 91, long: '3.4' });
    expect(fieldMessages(result)).toEqual({
      lat: 'Latitude must be a number between -90 and 90.',
      long: 'Longitude must be a number between -180 and 180.',
    });
  });

  it('delivers within Nigeria only, however it is written', () => {
    expect(deliveryQuoteRequestSchema.parse({ ...drop, country: 'NG' }).country).toBe('Nigeria');
    expect(fieldMessages(deliveryQuoteRequestSchema.safeParse({ ...drop, country: 'Ghana' }))).toEqual({
      country: DELIVERY_MESSAGES.outsideNigeria,
    });
  });
});

describe('contactFormSchema', () => {
  it('applies the checkout rules, so the server agrees with the browser', () => {
    const result = contactFormSchema.safeParse({
      email: 'nope',
      phone: '0803 123 4567',
      firstName: 'Ada',
      lastName: 'Obi',
      address: '1 Road',
      country: 'Nigeria',
      state: 'Lagos',
      city: '',
    });
    expect(fieldMessages(result)).toEqual({ email: CONTACT_MESSAGES.email, city: CONTACT_MESSAGES.region });
  });
});
