import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { RenderedEmail } from './brand';

/**
 * An email's three parts: its subject, the text part written for it, and the HTML React Email draws
 * from its components, every value escaped by React on the way in.
 */
export async function renderEmail(
  subject: string,
  text: string,
  email: ReactElement,
): Promise<RenderedEmail> {
  return { subject, text, html: await render(email) };
}
