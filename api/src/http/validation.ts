import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

const english = z.locales.en().localeError;

/**
 * zod's built-in messages ('Invalid input: expected string, received undefined') do not say which
 * field they are about, while the messages written into our schemas are already sentences for the
 * end user ('Please enter a valid email address'). Built-in ones get the field path in front, so a
 * 400 always says what is wrong and where; ours pass through untouched. Process-wide, like a locale.
 */
export function nameFieldsInZodMessages(): void {
  z.config({
    customError: (issue) => {
      const found = english?.(issue);
      const message = typeof found === 'string' ? found : (found?.message ?? 'Invalid input');
      return issue.path?.length ? `${issue.path.join('.')}: ${message}` : message;
    },
  });
}

/** One readable line for a failed request validation; repeated messages are said once. */
export function validationMessage(issues: readonly Pick<FastifySchemaValidationError, 'message'>[]): string {
  const messages = issues.map((issue) => issue.message ?? 'Invalid input');
  return [...new Set(messages)].join('; ');
}
