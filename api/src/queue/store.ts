// Where the on-sale queue's lines are kept (docs/product-rules.md#on-sale-queue): in this process's
// memory for the embedded default, or in Redis (redis-store.ts) when REDIS_URL is set, so that
// every API process sees the same line and a restarted process finds it again.

/**
 * The lines of queued events. A line is ordered by score: the early arrivals' scores are drawn at
 * random in [0, 1) when they join, so at the on-sale time their order is a random permutation
 * with no shuffle to run; later arrivals get 1 + a counter, behind every early one, first come
 * first served.
 */
export interface QueueStore {
  /** Puts a new ticket in the line with `score`; answers its rank (0: first). */
  add(eventId: string, ticket: string, score: number): Promise<number>;
  /** The next late arrival's score: 1, 2, 3... */
  nextLateScore(eventId: string): Promise<number>;
  /** The ticket's rank, or undefined for a ticket not in the line. */
  rank(eventId: string, ticket: string): Promise<number | undefined>;
  /** When a line without an on-sale time started: the first caller's `now`, kept. */
  startedAt(eventId: string, now: number): Promise<number>;
  /** When the ticket was first seen admitted: the first caller's `now`, kept. */
  admittedAt(eventId: string, ticket: string, now: number): Promise<number>;
  close(): Promise<void>;
}

interface Line {
  /** Tickets sorted by score. */
  order: { ticket: string; score: number }[];
  scores: Map<string, number>;
  late: number;
  startedAt?: number;
  admitted: Map<string, number>;
}

/** The first index in `order` whose score is not below `score`. */
function lowerBound(order: readonly { score: number }[], score: number): number {
  let [low, high] = [0, order.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order[middle]!.score < score) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The embedded default: one process's memory, gone with it. */
export function memoryQueueStore(): QueueStore {
  const lines = new Map<string, Line>();
  const lineOf = (eventId: string) => {
    let line = lines.get(eventId);
    if (!line) {
      line = { order: [], scores: new Map(), late: 0, admitted: new Map() };
      lines.set(eventId, line);
    }
    return line;
  };
  const rankIn = (line: Line, ticket: string) => {
    const score = line.scores.get(ticket);
    if (score === undefined) return undefined;
    // Scores may tie only by a one-in-2^53 chance; then the ticket is found among its equals.
    let index = lowerBound(line.order, score);
    while (line.order[index]!.ticket !== ticket) index += 1;
    return index;
  };
  return {
    add: async (eventId, ticket, score) => {
      const line = lineOf(eventId);
      if (!line.scores.has(ticket)) {
        line.order.splice(lowerBound(line.order, score), 0, { ticket, score });
        line.scores.set(ticket, score);
      }
      return rankIn(line, ticket)!;
    },
    nextLateScore: async (eventId) => {
      const line = lineOf(eventId);
      line.late += 1;
      return 1 + line.late;
    },
    rank: async (eventId, ticket) => {
      const line = lines.get(eventId);
      return line && rankIn(line, ticket);
    },
    startedAt: async (eventId, now) => (lineOf(eventId).startedAt ??= now),
    admittedAt: async (eventId, ticket, now) => {
      const { admitted } = lineOf(eventId);
      if (!admitted.has(ticket)) admitted.set(ticket, now);
      return admitted.get(ticket)!;
    },
    close: async () => lines.clear(),
  };
}
