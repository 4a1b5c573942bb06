import { z } from 'zod';
import { EVENT_TIME_ZONES, TIME_ZONE_MESSAGE, type EventTimeZone } from './timeZones';

// Apart from timeZones.ts, whose clocks and names a page that only shows times (the events table)
// reads without zod.
export const EventTimeZoneSchema = z.enum(EVENT_TIME_ZONES as [EventTimeZone, ...EventTimeZone[]], { error: TIME_ZONE_MESSAGE });
