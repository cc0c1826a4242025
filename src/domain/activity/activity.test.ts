import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from '../orders/status';
import { changedFieldNames, pageCount } from './activity';
import { actionWords, fieldWords, valueWords } from './words';

describe('the activity log as staff read it', () => {
  it('names each action and field in words, not by its code name', () => {
    expect(actionWords('order.mark_paid')).toBe('Order marked paid');
    expect(actionWords('product.update')).toBe('Product saved');
    expect(actionWords('order.something_new')).toBe('Order something new');
    expect(fieldWords('imageUrls')).toBe('Images');
    expect(fieldWords('refundedKobo')).toBe('Refunded so far');
    expect(fieldWords('artistName')).toBe('Artist name');
    expect(fieldWords('someNewField')).toBe('Some new field');
    expect(fieldWords('Full Colour')).toBe('Full Colour');
  });

  it('shows money in naira, yes or no, codes by their labels, moments by the screen, and nothing as a dash', () => {
    expect(valueWords(1_250_000, 'price')).toBe('₦12,500');
    expect(valueWords(500, 'refundedKobo')).toBe('₦5');
    expect(valueWords(3, 'quantity')).toBe('3');
    expect(valueWords('Black', 'color')).toBe('Black');
    expect(valueWords(false, 'hidden')).toBe('No');
    expect(valueWords(true, 'paymentConfirmed')).toBe('Yes');
    expect(valueWords('awaiting_payment', 'status')).toBe(ORDER_STATUS_LABELS.awaiting_payment);
    expect(valueWords('manual', 'refundMethod')).toBe('By hand');
    expect(valueWords('damaged', 'reason')).toBe('Damaged');
    expect(valueWords('2026-12-01T18:00:00.000Z', 'liveAt', () => '1 Dec 2026, 19:00')).toBe(
      '1 Dec 2026, 19:00',
    );
    for (const nothing of [null, undefined, '']) expect(valueWords(nothing, 'note')).toBe('—');
  });

  it('shows a list as one line, and records and lists of records a line each, in words', () => {
    expect(valueWords(['S', 'M'], 'sizes')).toBe('S, M');
    expect(valueWords([], 'imageUrls')).toBe('None');
    expect(
      valueWords(
        [
          { platform: 'Spotify', url: 'https://open.spotify.com/artist/1' },
          { platform: 'YouTube', url: '' },
        ],
        'socialLinks',
      ),
    ).toEqual(['Platform: Spotify · Link: https://open.spotify.com/artist/1', 'Platform: YouTube · Link: —']);
    expect(valueWords({ address: 'Lekki Phase 1', hours: '10 to 6' }, 'pickup')).toEqual([
      'Address: Lekki Phase 1',
      'Opening hours: 10 to 6',
    ]);
    expect(valueWords({ Black: ['/media/a.jpg', '/media/b.jpg'] }, 'colorImages')).toEqual([
      'Black: /media/a.jpg, /media/b.jpg',
    ]);
    expect(JSON.stringify(valueWords({ spotlight: { name: 'Homecoming' } }, 'x'))).not.toContain('{');
  });

  it('compares every field named before or after, once', () => {
    expect(changedFieldNames({ before: { price: 1, name: 'a' }, after: { price: 2, hidden: true } })).toEqual(
      ['price', 'name', 'hidden'],
    );
    expect(changedFieldNames({ before: null, after: null })).toEqual([]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });
});
