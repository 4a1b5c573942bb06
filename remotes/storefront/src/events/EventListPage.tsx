import type { EventKind } from '@shared/domain';
import { addStyles, CardGridSkeleton, PageHeader } from '@shared/ui/core';
import { useEventLists } from '../lists/listsState';
import { EventCard } from './EventCard';
import { groupByMonth } from './groupByMonth';

addStyles(
  'sf-list',
  `
.sf-banner { aspect-ratio: 1300 / 406; max-height: 406px; overflow: hidden; background: #e7e5ef; }
.sf-banner img { display: block; width: 100%; height: 100%; object-fit: cover; }
.sf-list { padding-top: 32px; padding-bottom: 32px; }
.sf-month { margin-bottom: 40px; }
.sf-month h2 { margin: 0 0 16px; }
`,
);

const headers: Record<EventKind, { title: string; subtitle: string; description: string }> = {
  experiences: {
    title: 'Experiences',
    subtitle: 'Getaways, concerts and curated trips',
    description: 'Accommodation and packages included. Pay in full or spread the cost in instalments.',
  },
  parties: {
    title: 'Parties',
    subtitle: 'Nights out worth planning for',
    description: 'Book your ticket in minutes. Some parties carry discounts for groups.',
  },
};

export function EventListPage({ kind }: { kind: EventKind }) {
  const { open, loading, lastFetched } = useEventLists(kind);
  const first = open[0];
  const banner = first ? first.posterImage || first.images[0] : undefined;
  const settled = !loading && lastFetched !== null;

  return (
    <>
      <PageHeader {...headers[kind]} />
      {/* The banner's room is kept while the list loads, so the cards below do not jump when it arrives. */}
      {(banner || !settled) && (
        <div className="sf-banner">
          {banner && (
            // The largest thing on screen: fetched first, never lazily.
            <img src={banner} alt={`${first.title} poster`} width={1300} height={406} loading="eager" fetchPriority="high" />
          )}
        </div>
      )}
      <div className="ui-container sf-list">
        {!settled ? (
          <CardGridSkeleton />
        ) : (
          groupByMonth(open).map((group, groupIndex) => (
            <section key={group.heading} className="sf-month" aria-labelledby={`${kind}-month-${groupIndex}`}>
              <h2 id={`${kind}-month-${groupIndex}`} className="ui-h2">
                {group.heading}
              </h2>
              <div className="ui-card-grid">
                {group.events.map((listing, index) => (
                  <EventCard key={listing.id} listing={listing} first={groupIndex === 0 && index === 0} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </>
  );
}
