import type { EventKind, Experience, Party } from '@shared/domain';

/** The fields the public pages show, whichever kind of event it is. */
export interface Listing {
  kind: EventKind;
  id: string;
  title: string;
  description: string;
  address: string;
  date: string;
  time: string;
  price: number;
  images: string[];
  posterImage: string;
  soldOut: boolean;
  /** The event as the API sent it: the check-out page reads its packages, prices and discount. */
  event: Experience | Party;
}

export function fromExperience(e: Experience): Listing {
  return {
    kind: 'experiences',
    id: e.id,
    title: e.title,
    description: e.description,
    address: e.address,
    date: e.arrivalDate,
    time: e.arrivalTime,
    price: e.price,
    images: e.images,
    posterImage: e.posterImage,
    soldOut: e.ticketsLeft === 0,
    event: e,
  };
}

export function fromParty(p: Party): Listing {
  return {
    kind: 'parties',
    id: p.id,
    title: p.title,
    description: p.description,
    address: p.address,
    date: p.date,
    time: p.time,
    price: p.price,
    images: p.images,
    posterImage: p.posterImage,
    soldOut: p.ticketsLeft === 0,
    event: p,
  };
}

/** Date ascending, then time, so the list and "upcoming" agree on what comes first. */
export function byDate(a: Listing, b: Listing): number {
  return a.date.localeCompare(b.date) || a.time.localeCompare(b.time);
}
