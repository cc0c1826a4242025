/** Step 0, the shopper's contact details: its checks and messages, which the browser and the contract share. */

/** Step 0's messages, in the order they are checked (specification section 5). */
export const CONTACT_MESSAGES = {
  firstName: 'Please Input your firstname',
  lastName: 'Please Input your lastname',
  email: 'Please ensure you entered a working email address',
  phone: 'Please input a phone number',
  phoneShape: 'Please enter a Nigerian phone number, like 0803 123 4567',
  address: 'Please input your house address',
  region: 'Please ensure all fields have been filled',
} as const;

/** Step 0's fields as typed, every one a string (empty when left out): the contact form's shape. */
export type ContactDetails = {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
};

type ContactField = keyof ContactDetails;
export type ContactValidation = {
  /** Every failed check's message, in checking order; empty when the form may go on. */
  messages: string[];
  /** The message to show next to each failing field. */
  fields: Partial<Record<ContactField, string>>;
};

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Mobile numbers: 070x, 080x, 081x, 090x, 091x after a leading 0 or the +234 country code.
const nigerianMobile = /^(?:\+?2340?|0)[789][01]\d{8}$/;

function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** True for 0803 123 4567, 08031234567, +234 803 123 4567 or 2348031234567 (spaces and dashes allowed). */
export function isNigerianPhone(phone: string): boolean {
  return nigerianMobile.test(phone.replace(/[\s\-().]/g, ''));
}

/** Checks step 0 in the specified order; apartment and postal code are optional. */
export function validateContact(form: ContactDetails): ContactValidation {
  const messages: string[] = [];
  const fields: ContactValidation['fields'] = {};
  function fail(field: ContactField, message: string) {
    messages.push(message);
    fields[field] = message;
  }

  if (blank(form.firstName)) fail('firstName', CONTACT_MESSAGES.firstName);
  if (blank(form.lastName)) fail('lastName', CONTACT_MESSAGES.lastName);
  if (!simpleEmail.test(form.email.trim())) fail('email', CONTACT_MESSAGES.email);
  if (blank(form.phone)) fail('phone', CONTACT_MESSAGES.phone);
  else if (!isNigerianPhone(form.phone)) fail('phone', CONTACT_MESSAGES.phoneShape);
  if (blank(form.address)) fail('address', CONTACT_MESSAGES.address);

  // One message for the three, but every blank one is marked, so the shopper sees which.
  const blankRegion = (['city', 'state', 'country'] as const).filter((field) => blank(form[field]));
  if (blankRegion.length > 0) messages.push(CONTACT_MESSAGES.region);
  for (const field of blankRegion) fields[field] = CONTACT_MESSAGES.region;

  return { messages, fields };
}
