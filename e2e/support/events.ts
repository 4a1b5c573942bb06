import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './admin';
import { apiUrl } from './ports';

export interface WireEvent {
  id: string;
  title: string;
  description: string;
  posterImage: string;
  images: string[];
  capacity: number;
  ticketsSold: number;
  ticketsLeft: number;
  arrivalDate?: string;
  arrivalTime?: string;
  date?: string;
  time?: string;
}

export type Kind = 'experiences' | 'parties';
const apiPath = { experiences: 'experience', parties: 'party' } as const;

/** The open events of a kind, in the order the public lists show them (date, then time). */
export async function openEvents(request: APIRequestContext, kind: Kind): Promise<WireEvent[]> {
  const events = ((await (await request.get(`${apiUrl}/${apiPath[kind]}/get?status=OPEN`)).json()) as { data: WireEvent[] }).data;
  const when = (e: WireEvent) => `${e.arrivalDate ?? e.date}|${e.arrivalTime ?? e.time}`;
  return events.sort((a, b) => when(a).localeCompare(when(b)));
}

const seedImages = ['1', '2', '3'].map((n) => `/uploads/seed/accra-independence-heritage-trip-${n}.svg`);

/** Creates an open experience through the admin API (the admin form's payload) and answers its id. */
export async function createExperience(
  request: APIRequestContext,
  fields: { title: string; arrivalDate: string; capacity?: number },
): Promise<string> {
  const response = await request.post(`${apiUrl}/experience/create`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title: fields.title,
      price: 12550,
      arrivalDate: fields.arrivalDate,
      arrivalTime: '18:30',
      address: '12 Harbour Road, Brighton',
      description: 'A weekend by the sea with guided walks, a seafood supper and live music on the pier every evening.',
      eventPackage: ['Two nights in a sea-view hotel', 'Seafood supper'],
      accomodationPriceSingle: 8000,
      accomodationPriceShared: 5000,
      experienceImages: seedImages,
      posterImage: '/uploads/seed/accra-independence-heritage-trip-poster.svg',
      ...(fields.capacity === undefined ? {} : { capacity: fields.capacity }),
    },
  });
  if (!response.ok()) throw new Error(`POST /experience/create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
