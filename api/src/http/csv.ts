// CSV files answered as downloads; their cells are written by @shared/domain's csv.ts.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a CSV file as a download, sent as its lines are made: the answer starts before the last
 * row is read, and a client that goes away stops the reading.
 */
export const sendCsv = (reply: FastifyReply, filename: string, lines: AsyncIterable<string>) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(Readable.from(lines));
