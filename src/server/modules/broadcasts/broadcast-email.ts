import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { BroadcastCard } from '../../../domain/broadcasts/contract';
import type { Product } from '../../../domain/catalog/contract';
import type { Release } from '../../../domain/content/releases-contract';
import { absoluteUrl } from '../../../domain/pages/page-head/head-tags';
import { pagePath } from '../../../domain/pages/pages';
import { formatNaira } from '../../../domain/shared/money';
import { type EmailBrand, escapeHtml, htmlLink, layoutHtml } from '../mail/email-parts';

const LINK_STYLE = 'color:#b4232a';

/**
 * Staff's markdown as email HTML: marked draws it, sanitize-html keeps only what a message needs
 * (paragraphs, headings, emphasis, lists, quotes, web and mail links) and gives each its inline style.
 * Nothing staff write can add a script, a form, a tracking image or a style of its own.
 */
export function markdownToEmailHtml(markdown: string): string {
  const drawn = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(drawn, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
    allowedAttributes: { a: ['href', 'style'], '*': ['style'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    // A heading of any level is drawn at one of the two sizes an email needs.
    transformTags: {
      h1: sanitizeHtml.simpleTransform('h2', {}),
      h4: sanitizeHtml.simpleTransform('h3', {}),
      h5: sanitizeHtml.simpleTransform('h3', {}),
      h6: sanitizeHtml.simpleTransform('h3', {}),
      p: sanitizeHtml.simpleTransform('p', { style: 'margin:0 0 12px' }),
      h2: sanitizeHtml.simpleTransform('h2', { style: 'font-size:20px;margin:24px 0 12px' }),
      h3: sanitizeHtml.simpleTransform('h3', { style: 'font-size:17px;margin:20px 0 8px' }),
      a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? '', style: LINK_STYLE } }),
      blockquote: sanitizeHtml.simpleTransform('blockquote', {
        style: 'margin:0 0 12px;padding-left:12px;border-left:3px solid #ddd;color:#444',
      }),
    },
  }).trim();
}

/** A card under the message: a product or a release, with its picture, its words and its link. */
export type DrawnCard = { title: string; detail: string; imageUrl: string | null; url: string };

/** The cards a broadcast names, as the shop has them now; null for one it does not have. */
export function drawCards(
  cards: BroadcastCard[],
  shop: { products: Product[]; releases: Release[]; publicUrl: string },
): (DrawnCard | null)[] {
  const { publicUrl } = shop;
  return cards.map((card) => {
    if (card.kind === 'product') {
      const product = shop.products.find((p) => p.id === card.id && !p.archived && !p.hidden);
      if (!product) return null;
      const image = product.imageUrls[0];
      return {
        title: product.name,
        detail: formatNaira(product.price),
        imageUrl: image ? absoluteUrl(publicUrl, image) : null,
        url: absoluteUrl(publicUrl, pagePath('product', { productId: product.id })),
      };
    }
    const release = shop.releases.find((r) => r.slug === card.id);
    if (!release) return null;
    return {
      title: release.title,
      detail: `Out ${release.releaseDate}`,
      imageUrl: absoluteUrl(publicUrl, release.cover),
      url: absoluteUrl(publicUrl, pagePath('release', { id: release.slug })),
    };
  });
}

function cardHtml(card: DrawnCard): string {
  const image = card.imageUrl
    ? `<a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.imageUrl)}" alt="" width="120" style="display:block;width:120px;height:auto;border:0"></a>`
    : '';
  return `<tr><td style="padding:12px 0;border-top:1px solid #e5e5e5"><table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="padding-right:16px;vertical-align:top">${image}</td><td style="vertical-align:top"><strong>${escapeHtml(
    card.title,
  )}</strong><br><span style="color:#444">${escapeHtml(card.detail)}</span><br>${htmlLink(card.url, 'Have a look')}</td></tr></table></td></tr>`;
}

/** A broadcast's message, drawn once when it is sent: the same for every recipient. */
export type DrawnBroadcast = { subject: string; html: string; text: string };

/** The part every recipient shares: staff's message and its cards, as HTML and as plain text. */
export function drawBroadcast(input: { subject: string; body: string; cards: DrawnCard[] }): DrawnBroadcast {
  const { subject, body, cards } = input;
  const cardRows = cards.map(cardHtml).join('');
  const html = `${markdownToEmailHtml(body)}${
    cardRows
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px">${cardRows}</table>`
      : ''
  }`;
  // Markdown is written to read well as it is: the text part is the message as staff wrote it.
  const cardText = cards.map((card) => `${card.title} — ${card.detail}\n${card.url}`).join('\n\n');
  const text = [body.trim(), ...(cardText ? ['', cardText] : [])].join('\n');
  return { subject: subject.trim(), html, text };
}

/**
 * One recipient's email: the shared message in the artist's frame, with why they get it and their
 * own way out (the link, and the List-Unsubscribe headers that carry it).
 */
export function broadcastEmail(
  drawn: DrawnBroadcast,
  brand: EmailBrand,
  unsubscribeUrl: string | null,
): { subject: string; html: string; text: string } {
  const why = `You get this because you joined ${brand.name}'s list.`;
  const leave = unsubscribeUrl ? `Unsubscribe: ${unsubscribeUrl}` : '';
  const text = [drawn.text, '', '—', why, ...(leave ? [leave] : []), ''].join('\n');
  const footer = `<p style="margin:32px 0 0;color:#666;font-size:13px">${escapeHtml(why)}${
    unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#666">Unsubscribe</a>.` : ''
  }</p>`;
  return { subject: drawn.subject, html: layoutHtml(drawn.subject, `${drawn.html}${footer}`, brand), text };
}
