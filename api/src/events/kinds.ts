import {
  EVENT_KINDS,
  type EventKindName,
  type EventKindNames,
  Experience,
  ExperienceCreate,
  ExperienceCreated,
  ExperienceEdit,
  ExperienceList,
  Party,
  PartyCreate,
  PartyEdit,
  PartyList,
} from '@shared/domain';
import type { z } from 'zod';
import type { AnyEvent, ExperienceEvent, PartyEvent, TicketCounts } from './model';
import { type ExperienceEditBody, experienceWire, type PartyEditBody, partyWire } from './wire';

/** The types each kind deals in: its event, its wire shape, and its create and edit payloads. */
interface KindTypes {
  EXPERIENCE: { event: ExperienceEvent; wire: Experience; create: ExperienceCreate; edit: ExperienceEditBody; created: ExperienceCreated };
  PARTY: { event: PartyEvent; wire: Party; create: PartyCreate; edit: PartyEditBody; created: Party };
}

export type EventOf<Kind extends EventKindName> = KindTypes[Kind]['event'];
export type WireOf<Kind extends EventKindName> = KindTypes[Kind]['wire'];
type CreateOf<Kind extends EventKindName> = KindTypes[Kind]['create'];
type EditOf<Kind extends EventKindName> = KindTypes[Kind]['edit'];

/**
 * What differs between experiences and parties: their names, their wire schemas and the mapping
 * between wire and event (wire.ts). The routes, queries and writes are one code for both.
 */
export interface EventKindSpec<Kind extends EventKindName> extends EventKindNames {
  kind: Kind;
  item: z.ZodType<WireOf<Kind>>;
  list: z.ZodType<{ data: WireOf<Kind>[] }>;
  /** The create payload; its parse also applies the form rules (docs/product-rules.md#event-forms). */
  create: z.ZodType<CreateOf<Kind>>;
  edit: z.ZodType<EditOf<Kind>>;
  created: z.ZodType<KindTypes[Kind]['created']>;
  /** The event when it is of this kind. */
  ofKind(event: AnyEvent): EventOf<Kind> | undefined;
  toWire(event: EventOf<Kind>, tickets: TicketCounts): WireOf<Kind>;
  /** The create answer: the admin forms read data.data.id for experiences and data.id for parties. */
  createdBody(event: WireOf<Kind>): KindTypes[Kind]['created'];
  /** The event a checked create payload describes. */
  fromCreate(id: string, form: CreateOf<Kind>): EventOf<Kind>;
  /** The create payload that describes a stored event, so an edit is re-checked by the create rules. */
  toCreate(event: EventOf<Kind>): CreateOf<Kind>;
  /** A create payload with an edit's changed fields and list changes applied. */
  applyEdit(form: CreateOf<Kind>, edit: EditOf<Kind>): CreateOf<Kind>;
}

export const experienceKind: EventKindSpec<'EXPERIENCE'> = {
  ...EVENT_KINDS.EXPERIENCE,
  item: Experience,
  list: ExperienceList,
  create: ExperienceCreate,
  edit: ExperienceEdit,
  created: ExperienceCreated,
  ofKind: (event) => (event.kind === 'EXPERIENCE' ? event : undefined),
  ...experienceWire,
};

export const partyKind: EventKindSpec<'PARTY'> = {
  ...EVENT_KINDS.PARTY,
  item: Party,
  list: PartyList,
  create: PartyCreate,
  edit: PartyEdit,
  created: Party,
  ofKind: (event) => (event.kind === 'PARTY' ? event : undefined),
  ...partyWire,
};

/** Each kind's spec, by kind. */
export const eventKinds: { [Kind in EventKindName]: EventKindSpec<Kind> } = { EXPERIENCE: experienceKind, PARTY: partyKind };
