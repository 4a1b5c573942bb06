import pino from 'pino';

/** What pino writes its lines to, and what a destination hands them on to. */
export interface LineSink {
  write(chunk: string): unknown;
}

export interface BatchedLines extends LineSink {
  /** Hands on what is waiting now, e.g. when the process exits; pino's logger.flush() calls it too. */
  flush(done?: (error?: Error) => void): void;
}

/**
 * Gathers the lines written during one turn of the event loop and hands them to `sink` together,
 * in one write at the end of that turn. Under load a turn answers many requests, and each write to
 * stdout is a system call: one per line (or, written asynchronously, a hand-off to the thread pool
 * and back per write) cost more than the rest of a cached list's access-log line. A line is never
 * held past the turn that wrote it.
 */
export function batchedLines(sink: LineSink): BatchedLines {
  let waiting: string[] = [];
  const flush = (done?: (error?: Error) => void) => {
    if (waiting.length > 0) {
      const lines = waiting;
      waiting = [];
      sink.write(lines.length === 1 ? lines[0] : lines.join(''));
    }
    done?.();
  };
  return {
    write(line) {
      if (waiting.push(line) === 1) setImmediate(flush);
    },
    flush,
  };
}

/**
 * The API's log: stdout, a turn's lines in one synchronous write (pino's own default is one
 * synchronous write per line). What a turn left waiting is written when the process exits, however
 * it exits.
 */
export function stdoutLog(): BatchedLines {
  const lines = batchedLines(pino.destination({ dest: 1, sync: true }));
  process.once('exit', () => lines.flush());
  return lines;
}
