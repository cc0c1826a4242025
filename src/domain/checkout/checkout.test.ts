import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  type ContactForm,
  DEFAULT_PARCEL,
  DEFAULT_PICKUP,
  deliveryFee,
  FALLBACK_POSITION,
  isNigerianPhone,
  validateContact,
} from './checkout';

const filled: ContactForm = {
  email: 'ada@example.com',
  phone: '0803 123 4567',
  firstName: 'Ada',
  lastName: 'Obi',
  address: '12 Admiralty Way',
  apartment: '',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Eti-Osa',
  postalCode: '',
};
const empty: ContactForm = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  address: '',
  apartment: '',
  country: '',
  state: '',
  city: '',
  postalCode: '',
};

describe('validateContact', () => {
  it('passes a complete form; apartment and postal code are optional', () => {
    expect(validateContact(filled)).toEqual({ messages: [], fields: {} });
  });

  it('reports every message of an empty form, in the specified order, with the exact texts', () => {
    expect(validateContact(empty).messages).toEqual([
      'Please Input your firstname',
      'Please Input your lastname',
      'Please ensure you entered a working email address',
      'Please input a phone number',
      'Please input your house address',
      'Please ensure all fields have been filled',
    ]);
  });

  it('marks each failing field, and each blank one of city, state and country', () => {
    expect(validateContact(empty).fields).toEqual({
      firstName: 'Please Input your firstname',
      lastName: 'Please Input your lastname',
      email: 'Please ensure you entered a working email address',
      phone: 'Please input a phone number',
      address: 'Please input your house address',
      city: 'Please ensure all fields have been filled',
      state: 'Please ensure all fields have been filled',
      country: 'Please ensure all fields have been filled',
    });
  });

  it.each([
    ['firstName', CONTACT_MESSAGES.firstName],
    ['lastName', CONTACT_MESSAGES.lastName],
    ['address', CONTACT_MESSAGES.address],
  ] as const)('treats a blank %s (spaces only) as missing', (field, message) => {
    const result = validateContact({ ...filled, [field]: '   ' });
    expect(result.messages).toEqual([message]);
    expect(result.fields).toEqual({ [field]: message });
  });

  it.each(['', 'ada', 'ada@example', '@example.com', 'ada@.com', 'ada @example.com'])(
    'refuses the email %j',
    (email) => {
      expect(validateContact({ ...filled, email }).messages).toEqual([CONTACT_MESSAGES.email]);
    },
  );

  it('accepts an email in the simple form something@something.something, around spaces', () => {
    expect(validateContact({ ...filled, email: '  a.b+c@mail.example.ng ' }).messages).toEqual([]);
  });

  it('asks for a phone number first, then for a Nigerian one', () => {
    expect(validateContact({ ...filled, phone: ' ' }).messages).toEqual([CONTACT_MESSAGES.phone]);
    expect(validateContact({ ...filled, phone: '12345' }).fields).toEqual({
      phone: 'Please enter a Nigerian phone number, like 0803 123 4567',
    });
  });

  it('checks the phone shape right after the phone, before the address', () => {
    const result = validateContact({ ...filled, email: 'x', phone: '555-0100', address: '' });
    expect(result.messages).toEqual([
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.phoneShape,
      CONTACT_MESSAGES.address,
    ]);
  });

  it('gives one message for city, state and country together, marking only the blank ones', () => {
    const result = validateContact({ ...filled, city: '', country: '' });
    expect(result.messages).toEqual(['Please ensure all fields have been filled']);
    expect(result.fields).toEqual({
      city: 'Please ensure all fields have been filled',
      country: 'Please ensure all fields have been filled',
    });
  });
});

describe('isNigerianPhone', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '+234 803 123 4567',
    '2348031234567',
    '+234-803-123-4567',
    '0701 234 5678',
    '0905 555 0100',
    '0812-345-6789',
    '+234 (0) 803 123 4567',
  ])('accepts %j', (phone) => {
    expect(isNigerianPhone(phone)).toBe(true);
  });

  it.each(['', '0803 123 456', '080312345678', '1803 123 4567', '0603 123 4567', '+1 415 555 0100', 'phone'])(
    'refuses %j',
    (phone) => {
      expect(isNigerianPhone(phone)).toBe(false);
    },
  );
});

describe('delivery constants', () => {
  it('match the specification', () => {
    expect(DEFAULT_PARCEL).toEqual({ weight: 5, length: 20, width: 15, height: 10 });
    expect(FALLBACK_POSITION).toEqual({ lat: 6.5244, long: 3.3792 });
    expect(DEFAULT_PICKUP).toMatchObject({ state: 'Lagos', country: 'Nigeria', lat: 6.4285, long: 3.4904 });
  });

  it('makes pickup free and never prices shipping without a quote', () => {
    expect(deliveryFee('pickup', null)).toBe(0);
    expect(deliveryFee('pickup', 250_000)).toBe(0);
    expect(deliveryFee('shipping', 250_000)).toBe(250_000);
    expect(deliveryFee('shipping', null)).toBeNull();
  });
});
