import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { toPlainText } from '@react-email/render';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BroadcastCard } from '../../../domain/broadcasts/contract';
import type { Product } from '../../../domain/catalog/contract';
import type { Release } from '../../../domain/content/releases-contract';
import { absoluteUrl } from '../../../domain/pages/page-head/head-tags';
import { pagePath } from '../../../domain/pages/pages';
import { formatNaira } from '../../../domain/shared/money';
import type { EmailBrand, RenderedEmail } from '../../kernel/email/brand';
import { EmailLayout } from '../../kernel/email/email-layout';
import { colors, link, mutedText, text } from '../../kernel/email/email-styles';
import { Paragraph } from '../../kernel/email/paragraph';
import { renderEmail } from '../../kernel/email/render-email';
import { renderMarkdown } from '../../markdown/render-markdown';

const LINK_STYLE = `color:${colors.accent};text-decoration:underline`;

/**
 * Staff's markdown as email HTML (renderMarkdown's email use): paragraphs, headings, emphasis,
 * lists, quotes, web and mail links, each with its inline style; no script, form, image or style of
 * staff's own.
 */
export function markdownToEmailHtml(markdown: string): string {
  return renderMarkdown(markdown, { use: 'email', linkStyle: LINK_STYLE });
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

function Cards({ cards }: { cards: DrawnCard[] }) {
  return (
    <Section style={{ marginTop: '16px' }}>
      {cards.map((card) => (
        <Row key={card.url} style={{ borderTop: `1px solid ${colors.rule}`, padding: '12px 0' }}>
          {card.imageUrl && (
            <Column style={{ width: '136px', verticalAlign: 'top', paddingRight: '16px' }}>
              <Link href={card.url}>
                <Img src={card.imageUrl} alt="" width="120" style={{ width: '120px', height: 'auto' }} />
              </Link>
            </Column>
          )}
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ ...text, margin: '0 0 4px', fontWeight: 'bold' }}>{card.title}</Text>
            <Text style={{ ...mutedText, margin: '0 0 8px' }}>{card.detail}</Text>
            <Link href={card.url} style={link}>
              Have a look
            </Link>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** A broadcast's message, drawn once when it is sent: the same for every recipient. */
export type DrawnBroadcast = { subject: string; html: string; text: string };

/** The part every recipient shares: staff's message and its cards, as HTML and as plain text. */
export function drawBroadcast(input: { subject: string; body: string; cards: DrawnCard[] }): DrawnBroadcast {
  const { subject, body, cards } = input;
  const cardsHtml = cards.length > 0 ? renderToStaticMarkup(<Cards cards={cards} />) : '';
  // The text part is the message drawn as text (headings, links with their address, lists), not
  // the markdown source with its ## and **.
  const html = markdownToEmailHtml(body);
  const cardText = cards.map((card) => `${card.title} — ${card.detail}\n${card.url}`).join('\n\n');
  const text = [toPlainText(html).trim(), ...(cardText ? ['', cardText] : [])].join('\n');
  return { subject: subject.trim(), html: `${html}${cardsHtml}`, text };
}

/**
 * One recipient's email: the shared message in the artist's frame, with why they get it and their
 * own way out (the link here, and the List-Unsubscribe headers the outbox adds).
 */
export function broadcastEmail(
  drawn: DrawnBroadcast,
  brand: EmailBrand,
  unsubscribeUrl: string | null,
): Promise<RenderedEmail> {
  const why = `You get this because you joined ${brand.name}'s list.`;
  const leave = unsubscribeUrl ? `Unsubscribe: ${unsubscribeUrl}` : '';
  const textPart = [drawn.text, '', '—', why, ...(leave ? [leave] : []), ''].join('\n');
  return renderEmail(
    drawn.subject,
    textPart,
    <EmailLayout title={drawn.subject} preview={drawn.text.slice(0, 120)} brand={brand}>
      {/* Drawn by marked and made safe by sanitize-html (markdownToEmailHtml), the cards by React. */}
      <div dangerouslySetInnerHTML={{ __html: drawn.html }} />
      <Paragraph muted>
        {why}
        {unsubscribeUrl && (
          <>
            {' '}
            <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
              Unsubscribe
            </Link>
            .
          </>
        )}
      </Paragraph>
    </EmailLayout>,
  );
}
