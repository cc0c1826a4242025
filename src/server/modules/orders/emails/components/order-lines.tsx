import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import type { PublicOrder } from '../../../../../domain/orders/order';
import { formatNaira } from '../../../../../domain/shared/money';
import { colors } from '../../../../kernel/email/email-styles';
import { emailLines, totalRows, variantText } from '../email-parts';

const cell = {
  padding: '10px 0',
  borderBottom: `1px solid ${colors.rule}`,
  verticalAlign: 'top',
  fontSize: '15px',
  lineHeight: '1.4',
  color: colors.ink,
} as const;
const amount = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
const totalCell = { padding: '4px 0', fontSize: '15px', color: colors.ink } as const;

/**
 * An order's lines as a receipt shows them: what is still on the order, then what was cancelled or
 * sent back (greyed, so the lines still add up to the subtotal), then the totals, net of refunds.
 */
export function OrderLines({ order }: { order: PublicOrder }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {emailLines(order).map(({ line, quantity, takenOff }) => {
        const variant = variantText(line);
        const muted = takenOff ? { color: colors.muted } : {};
        return (
          <Row key={`${takenOff}${line.productId}${line.color}${line.size}`}>
            <Column style={{ ...cell, ...muted }}>
              {takenOff ? `${takenOff}: ` : ''}
              <strong>{line.name}</strong>
              {variant ? (
                <>
                  <br />
                  <span style={{ color: colors.muted, fontSize: '13px' }}>{variant}</span>
                </>
              ) : null}
            </Column>
            <Column
              style={{ ...cell, ...muted, width: '56px', textAlign: 'center' }}
            >{`× ${quantity}`}</Column>
            <Column style={{ ...amount, ...muted, width: '110px' }}>
              {formatNaira(line.unitPriceKobo * quantity)}
            </Column>
          </Row>
        );
      })}
      {totalRows(order).map(({ label, value, strong }) => {
        const weight = strong ? { fontWeight: 'bold', fontSize: '17px', paddingTop: '8px' } : {};
        return (
          <Row key={label}>
            <Column style={{ ...totalCell, ...weight }}>{label}</Column>
            <Column style={{ ...totalCell, ...weight, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {value}
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}
