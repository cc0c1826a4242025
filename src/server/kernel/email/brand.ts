/** What every email is drawn with: who it is from, and what rendering gives. */

/** An email as it is sent: its subject, its plain-text part and its HTML part. */
export type RenderedEmail = { subject: string; text: string; html: string };

/** Who the email is from: the artist's name, their logo (an absolute PNG URL) and whom to write to. */
export type EmailBrand = { name: string; logoUrl: string | null; contactEmail: string | null };

export const DEFAULT_BRAND: EmailBrand = { name: 'Stagefront Shop', logoUrl: null, contactEmail: null };

/** The plain-text footer of a shopper's or fan's email: whom to write to with questions. */
export function footerText(brand: EmailBrand): string {
  return brand.contactEmail ? `Questions? Write to ${brand.contactEmail} — ${brand.name}` : `— ${brand.name}`;
}

/** The plain-text signature of a notice to the shop's staff: the shop's name, no shopper's footer. */
export function staffFooterText(brand: EmailBrand): string {
  return `— ${brand.name}`;
}
