import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { mutedText, text } from './email-styles';

/** A paragraph of an email; `muted` for the small print (VAT, a link to copy, the footer's notes). */
export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? mutedText : text}>{children}</Text>;
}

/** Text typed over several lines (bank details, an address), its line breaks kept. */
export function Lines({ text: value }: { text: string }) {
  return value.split(/\r?\n/).map((line, index, all) => (
    // Lines of one block never move, so their place is their key.
    <Fragment key={index}>
      {line}
      {index < all.length - 1 ? <br /> : null}
    </Fragment>
  ));
}
