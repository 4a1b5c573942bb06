import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** Every error body the API sends; the browser shows `message` to the user. */
export const ErrorResponse = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message, { 'www-authenticate': 'Bearer' });
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);

export function errorBody(statusCode: number, message: string): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Response schemas for the error statuses a route can answer, for validation and the OpenAPI document. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Codes[number], typeof ErrorResponse>;
}
