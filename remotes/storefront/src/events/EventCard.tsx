import { dayOfMonth, weekdayShort } from '@shared/domain';
import { SaleCountdown, useOnSale } from '@shared/ui/countdown';
import { addStyles, palette } from '@shared/ui/core';
import { Link } from 'react-router-dom';
import type { Listing } from '../lists/listing';
import { bookingLink } from './bookingLink';
import { Description } from './Description';
import { endTimeText, startTimeText } from './eventTimes';
import { ImageCarousel } from './ImageCarousel';
import { TicketPrice } from './TicketPrice';

// The title link stretches over the whole card (so the card is one click target), while the
// carousel arrows sit above it: a button inside a link would be invalid and unreachable by keyboard.
addStyles(
  'sf-card',
  `
.sf-card { position: relative; display: flex; flex-direction: column; height: 100%; overflow: hidden; border-radius: 10px;
  background: #ffffff; box-shadow: 0 2px 6px rgba(26, 21, 48, 0.12); transition: box-shadow 0.2s; }
.sf-card:hover { box-shadow: 0 6px 16px rgba(26, 21, 48, 0.2); }
.sf-card:focus-within { outline: 3px solid #f59e0b; outline-offset: 2px; }
.sf-card__body { padding: 16px; }
.sf-card__when { display: flex; align-items: center; gap: 16px; margin-bottom: 8px; }
.sf-card__date { min-width: 48px; text-align: center; }
.sf-card__weekday { display: block; font-size: 0.875rem; font-weight: 700; color: ${palette.secondary}; }
.sf-card__day { display: block; font-size: 1.5rem; font-weight: 800; line-height: 1; }
.sf-card__time { font-size: 0.875rem; color: ${palette.textSecondary}; }
.sf-card__until { margin: 0 0 8px; font-size: 0.875rem; color: ${palette.textSecondary}; }
.sf-card__sold-out { margin-left: auto; padding: 2px 10px; border-radius: 999px; background: ${palette.secondary}; color: #ffffff;
  font-size: 0.8rem; font-weight: 700; }
.sf-card__title { margin: 0; font-size: 1.15rem; font-weight: 700; line-height: 1.3; }
.sf-card__link { color: inherit; text-decoration: none; }
.sf-card__link::after { content: ''; position: absolute; inset: 0; }
.sf-card__link:focus-visible { outline: none; }
.sf-card__address { margin: 4px 0 0; font-size: 0.875rem; color: ${palette.textSecondary}; }
.sf-card--sold-out img { filter: grayscale(1); }
.sf-card__on-sale { margin-top: 12px; padding: 8px 12px; border-radius: 8px; background: ${palette.background}; font-size: 0.9rem; }
`,
);

/**
 * A sold-out event stays visible but cannot be booked; one not on sale yet says when it will be,
 * counting down (its event page says the same). `first`: the list's first card (see ImageCarousel).
 */
export function EventCard({ listing, first = false }: { listing: Listing; first?: boolean }) {
  const link = bookingLink(listing);
  const until = endTimeText(listing);
  const onSale = useOnSale(listing.onSaleAt);
  return (
    <article className={listing.soldOut ? 'sf-card sf-card--sold-out' : 'sf-card'} data-testid="event-card">
      <ImageCarousel images={listing.images} alt={listing.title} eager={first} />
      <div className="sf-card__body">
        <div className="sf-card__when">
          <p className="sf-card__date" style={{ margin: 0 }}>
            <span className="sf-card__weekday">{weekdayShort(listing.date)}</span>
            <span className="sf-card__day">{dayOfMonth(listing.date)}</span>
          </p>
          <span className="sf-card__time">{startTimeText(listing)}</span>
          {listing.soldOut && <span className="sf-card__sold-out">Sold out</span>}
        </div>
        {until && <p className="sf-card__until">{until}</p>}
        <h3 className="sf-card__title">
          {listing.soldOut ? (
            listing.title
          ) : (
            <Link className="sf-card__link" to={link.to} state={link.state}>
              {listing.title}
            </Link>
          )}
        </h3>
        <p className="sf-card__address">{listing.address}</p>
        <Description text={listing.description} />
        <TicketPrice price={listing.price} />
        {!onSale && listing.onSaleAt && (
          <SaleCountdown className="sf-card__on-sale" onSaleAt={listing.onSaleAt} timeZone={listing.timeZone} />
        )}
      </div>
    </article>
  );
}
