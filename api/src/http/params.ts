import { z } from 'zod';

/** An event id in a URL: any uuid-shaped id, so a bad one is a 400 before the database sees it. */
export const ById = z.object({ id: z.guid() });
