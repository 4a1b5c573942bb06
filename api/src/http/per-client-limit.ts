import { HttpError } from './errors';

/**
 * A route's rate limit per client address (across instances when Redis is set), answered with a
 * readable 429 naming what was asked too often.
 */
export const perClientLimit = (max: number, timeWindow: string, what: string) => ({
  max,
  timeWindow,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new HttpError(429, `Too many ${what} from your network. Please try again in ${context.after}.`),
});
