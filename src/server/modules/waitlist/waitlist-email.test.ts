import { describe, expect, it } from 'vitest';
import { renderWaitlistEmail, type WaitlistEmailData } from './waitlist-email';

/** The email a notify-me entry sends, as the outbox renders its row. */
describe('the notify-me email', () => {
  const brand = { name: 'Temi Vale', logoUrl: null, contactEmail: 'team@temivale.com' };
  const row = (kind: 'drop' | 'restock'): WaitlistEmailData => ({
    kind,
    productName: 'Tour Tee <Live>',
    color: 'Black',
    size: 'S',
    productUrl: 'https://temivale.com/store/tour-tee',
  });

  it('says the size is back, links to the product and says it is the only one', async () => {
    const email = await renderWaitlistEmail(row('restock'), brand);
    expect(email.subject).toBe('Back in stock: Tour Tee <Live> (Black, S)');
    expect(email.text).toContain("Tour Tee <Live> (Black, S) is back in stock at Temi Vale's shop.");
    expect(email.text).toContain('https://temivale.com/store/tour-tee');
    expect(email.text).toContain('this is the last email this sign-up sends');
    expect(email.html).toContain('href="https://temivale.com/store/tour-tee"');
    expect(email.html).toContain('Tour Tee &lt;Live&gt;');
    expect(email.html).not.toContain('<Live>');
  });

  it('says a drop is on sale', async () => {
    const email = await renderWaitlistEmail(row('drop'), brand);
    expect(email.subject).toBe('Tour Tee <Live> is on sale now');
    expect(email.text).toContain("Tour Tee <Live> is on sale now at Temi Vale's shop.");
  });
});
