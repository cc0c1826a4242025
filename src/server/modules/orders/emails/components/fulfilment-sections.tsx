import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { isTrackingLink, pickupCodeText } from '../../../../../domain/orders/fulfilment';
import type { PublicOrder } from '../../../../../domain/orders/order';
import { colors, link } from '../../../../kernel/email/email-styles';
import { SectionHeading } from '../../../../kernel/email/headings';
import { Paragraph } from '../../../../kernel/email/paragraph';
import { vatText } from '../fulfilment-parts';

/** The VAT in the total, in small print under the totals, when the shop charges VAT. */
export function VatNote({ order }: { order: PublicOrder }) {
  const sentence = vatText(order);
  return sentence ? <Paragraph muted>{sentence}</Paragraph> : null;
}

/** The courier of a shipped order and its tracking: a link to follow, or a number to quote. */
export function Tracking({ order }: { order: PublicOrder }) {
  if (!order.courier || !order.tracking) return null;
  return (
    <Section>
      <SectionHeading>Tracking</SectionHeading>
      <Paragraph>
        {`Sent with ${order.courier}: `}
        {isTrackingLink(order.tracking) ? (
          <Link href={order.tracking} style={link}>
            Track your parcel
          </Link>
        ) : (
          <>
            tracking number <strong>{order.tracking}</strong>
          </>
        )}
      </Paragraph>
    </Section>
  );
}

/** A pickup order's code, large, to be shown at the counter; nothing for an order without one. */
export function PickupCode({ order }: { order: PublicOrder }) {
  if (!order.pickupCode) return null;
  return (
    <Section>
      <SectionHeading>Your pickup code</SectionHeading>
      <Text
        style={{
          margin: '0 0 4px',
          fontSize: '24px',
          fontWeight: 'bold',
          letterSpacing: '0.15em',
          color: colors.ink,
        }}
      >
        {pickupCodeText(order.pickupCode)}
      </Text>
      <Paragraph>Show it when you collect your order.</Paragraph>
    </Section>
  );
}
