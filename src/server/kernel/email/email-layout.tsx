import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { EmailBrand } from './brand';
import { colors, fontFamily, mutedText } from './email-styles';

/**
 * Who reads the email: a shopper or fan, whose footer says whom to write to with questions, or the
 * shop's own staff, whose notices end with no such footer.
 */
export type EmailAudience = 'shopper' | 'staff';

function Masthead({ brand }: { brand: EmailBrand }) {
  return (
    <Section style={{ padding: '28px 32px 20px', borderBottom: `3px solid ${colors.ink}` }}>
      {brand.logoUrl ? (
        <Img
          src={brand.logoUrl}
          alt={brand.name}
          width="180"
          style={{ width: '180px', maxWidth: '60%', height: 'auto' }}
        />
      ) : (
        <Text
          style={{
            margin: 0,
            fontFamily,
            fontSize: '22px',
            fontWeight: 'bold',
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            color: colors.ink,
          }}
        >
          {brand.name}
        </Text>
      )}
    </Section>
  );
}

function ShopperFooter({ brand }: { brand: EmailBrand }) {
  return (
    <Section style={{ padding: '20px 32px 28px', borderTop: `1px solid ${colors.rule}` }}>
      {brand.contactEmail ? (
        <Text style={{ ...mutedText, margin: '0 0 4px' }}>
          {'Questions? Write to '}
          <Link
            href={`mailto:${brand.contactEmail}`}
            style={{ color: colors.muted, textDecoration: 'underline' }}
          >
            {brand.contactEmail}
          </Link>
          .
        </Text>
      ) : null}
      <Text style={{ ...mutedText, margin: 0 }}>{brand.name}</Text>
    </Section>
  );
}

/**
 * The frame every email shares: the artist's logo (or name) at the top, one centred column of
 * 600 px at most, and, for shoppers, the footer with whom to write to. `preview` is the line mail
 * apps show beside the subject.
 */
export function EmailLayout(props: {
  title: string;
  preview: string;
  brand: EmailBrand;
  audience?: EmailAudience;
  children: ReactNode;
}) {
  const { title, preview, brand, audience = 'shopper', children } = props;
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', backgroundColor: colors.page, fontFamily }}>
        <Container style={{ maxWidth: '600px', backgroundColor: colors.paper, color: colors.ink }}>
          <Masthead brand={brand} />
          <Section style={{ padding: '24px 32px 16px' }}>{children}</Section>
          {audience === 'shopper' ? <ShopperFooter brand={brand} /> : null}
        </Container>
      </Body>
    </Html>
  );
}
