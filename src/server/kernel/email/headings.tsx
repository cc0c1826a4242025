import { Heading } from '@react-email/heading';
import type { ReactNode } from 'react';
import { colors, fontFamily } from './email-styles';

/** What the email is about, large: "Order SF-ABC234", "Payment received". */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: '8px 0 12px', fontFamily, fontSize: '22px', color: colors.ink }}>
      {children}
    </Heading>
  );
}

/** The heading of one part of an email: "How to pay", "Delivery address". */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: '24px 0 8px',
        fontFamily,
        fontSize: '13px',
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: colors.ink,
      }}
    >
      {children}
    </Heading>
  );
}
