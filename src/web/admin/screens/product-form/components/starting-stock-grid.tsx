import { type ProductDraft, stockCellKey } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** A new product's units of each colour and size, as a table of colours by sizes. */
export function StartingStockGrid({
  value: draft,
  change: update,
  colors,
  sizes,
}: Omit<FormSectionProps<ProductDraft>, 'fields'> & { colors: string[]; sizes: string[] }) {
  return (
    <fieldset className="stock-grid">
      <legend>Starting stock for each colour and size</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            {sizes.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {colors.map((color) => (
            <tr key={color}>
              <th scope="row">{color}</th>
              {sizes.map((size) => {
                const key = stockCellKey(color, size);
                return (
                  <td key={size}>
                    <input
                      type="number"
                      min="0"
                      inputMode="numeric"
                      aria-label={`Stock of ${color}, ${size}`}
                      value={draft.stock[key] ?? ''}
                      placeholder="0"
                      onChange={(e) => update({ stock: { ...draft.stock, [key]: e.target.value } })}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
