import { formatEventSpan, truncateWords } from '@shared/domain';
import { SaleCountdown, useOnSale } from '@shared/ui/countdown';
import { addStyles, palette } from '@shared/ui/core';
import { Link } from 'react-router-dom';
import { bookingLink } from '../events/bookingLink';
import { TicketPrice } from '../events/TicketPrice';
import type { Listing } from '../lists/listing';
import { UPCOMING_DESCRIPTION_WORDS } from './content';

addStyles(
  'sf-upcoming',
  `
.sf-upcoming { display: flex; flex-direction: column; height: 100%; box-sizing: border-box; padding: 20px; border-radius: 10px;
  background: #ffffff; box-shadow: 0 2px 6px rgba(26, 21, 48, 0.12); }
.sf-upcoming__label { margin: 0; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${palette.secondary}; }
.sf-upcoming__title { margin: 4px 0 0; font-size: 1.3rem; }
.sf-upcoming__when { margin: 8px 0; font-size: 0.875rem; color: ${palette.textSecondary}; }
.sf-upcoming__description { margin: 0; flex: 1; }
.sf-upcoming__footer { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-top: 16px; flex-wrap: wrap; }
.sf-upcoming__footer .sf-price { margin: 0; }
.sf-upcoming__on-sale { font-size: 0.9rem; }
`,
);

/** The earliest open event of one kind, its description cut to 18 words. */
export function UpcomingEvent({ label, listing }: { label: string; listing?: Listing }) {
  return listing ? <Upcoming label={label} listing={listing} /> : null;
}

/** Get tickets once the event is on sale; before that, when it will be, counting down. */
function Upcoming({ label, listing }: { label: string; listing: Listing }) {
  const link = bookingLink(listing);
  const onSale = useOnSale(listing.onSaleAt);
  return (
    <article className="sf-upcoming" data-testid="upcoming-event">
      <p className="sf-upcoming__label">{label}</p>
      <h3 className="sf-upcoming__title">{listing.title}</h3>
      <p className="sf-upcoming__when">{formatEventSpan({ ...listing, day: listing.date })}</p>
      <p className="sf-upcoming__description">{truncateWords(listing.description, UPCOMING_DESCRIPTION_WORDS)}</p>
      <div className="sf-upcoming__footer">
        <TicketPrice price={listing.price} />
        {listing.soldOut ? (
          <span className="ui-muted">Sold out</span>
        ) : !onSale && listing.onSaleAt ? (
          <SaleCountdown className="sf-upcoming__on-sale" onSaleAt={listing.onSaleAt} timeZone={listing.timeZone} />
        ) : (
          <Link className="ui-button" to={link.to} state={link.state} aria-label={`Get tickets for ${listing.title}`}>
            Get tickets
          </Link>
        )}
      </div>
    </article>
  );
}
