import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListCache } from '../db/list-cache';

/**
 * Answers with the JSON kept in `cache` under `key` (db/list-cache.ts): `load`'s answer, checked
 * against `schema` and encoded once per copy, so a request served from the copy skips the
 * per-request serialiser and the UTF-8 encoding and length count a string body would cost each time.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  cache: ListCache,
  key: string,
  schema: z.ZodType,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.get(key, async () => Buffer.from(JSON.stringify(schema.parse(await load()))));
  return reply.type('application/json; charset=utf-8').send(body);
}
