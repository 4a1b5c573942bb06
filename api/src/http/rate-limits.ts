import { HttpError } from './errors';

/**
 * A limit per client address (across instances when Redis is set), answered with a readable 429:
 * 'Too many waiting-list sign-ups from your network. Please try again in 10 minutes.'
 */
export const perClientLimit = (max: number, minutes: number, what: string) => ({
  max,
  timeWindow: `${minutes} minutes`,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new HttpError(429, `Too many ${what} from your network. Please try again in ${context.after}.`),
});
