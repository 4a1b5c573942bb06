import { formatPounds, inclVatText } from '@shared/domain';
import { addStyles, palette } from '@shared/ui/core';

addStyles(
  'sf-price',
  `
.sf-price { margin: 12px 0 0; font-weight: 700; }
.sf-price__vat { font-weight: 600; color: ${palette.textSecondary}; white-space: nowrap; }
`,
);

/**
 * The spec's 'Ticket: £45.00' and, beside it, what the ticket costs once VAT is added: the first
 * price a visitor sees includes every mandatory charge (docs/product-rules.md#pricing).
 */
export function TicketPrice({ price }: { price: number }) {
  return (
    <p className="sf-price">
      Ticket: {formatPounds(price)} <span className="sf-price__vat">({inclVatText(price)})</span>
    </p>
  );
}
