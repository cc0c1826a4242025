import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { colors, fontFamily } from './email-styles';
import { Paragraph } from './paragraph';

const button = {
  display: 'inline-block',
  padding: '14px 28px',
  backgroundColor: colors.ink,
  color: colors.paper,
  fontFamily,
  fontSize: '15px',
  fontWeight: 'bold',
  letterSpacing: '0.04em',
  textDecoration: 'none',
  borderRadius: '4px',
} as const;

/** Only web links become buttons; anything else (a link a misconfigured shop made) is not followed. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The one thing the email asks the reader to do, as a button, with the address written out below
 * it for mail apps that do not open buttons (`showUrl`).
 */
export function CallToAction({
  href,
  label,
  showUrl = false,
}: {
  href: string;
  label: string;
  showUrl?: boolean;
}) {
  if (!isWebLink(href)) return <Paragraph>{label}</Paragraph>;
  return (
    <Section style={{ margin: '28px 0 8px' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
      {showUrl ? (
        <Paragraph muted>
          If the link does not open, copy this address into your browser:
          <br />
          {href}
        </Paragraph>
      ) : null}
    </Section>
  );
}
