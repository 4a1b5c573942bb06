import { z } from 'zod';

/** A non-negative whole number of pence, as carried on the wire and stored in the database. */
export const PenceSchema = z.int().min(0);
