import { Section } from '@react-email/section';
import { SectionHeading } from './headings';
import { Lines, Paragraph } from './paragraph';

/** A part of an email with its heading and a block of text typed over lines; nothing when empty. */
export function TextSection({ heading, text }: { heading: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Section>
      <SectionHeading>{heading}</SectionHeading>
      <Paragraph>
        <Lines text={text} />
      </Paragraph>
    </Section>
  );
}
