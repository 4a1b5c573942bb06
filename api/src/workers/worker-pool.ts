// A few worker threads for CPU-heavy jobs (laying out PDFs), so no job can hold up the event loop
// that answers requests. Each job has a time limit: past it the thread is terminated (the only way
// to stop synchronous JavaScript) and a fresh one is started for the next job.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** Absolute path of the module that exports `runJob(input)`; TypeScript is fine. */
  module: string;
  /** At most this many threads at once; they start when jobs need them. */
  size: number;
  /** How long one job may run once its thread is ready. */
  timeoutMs: number;
  /** Heap limit of each thread, so a job cannot take the process's memory either. */
  maxHeapMb?: number;
}

export interface WorkerPool<In, Out> {
  run(input: In, options?: { signal?: AbortSignal }): Promise<Out>;
  /** Stops every thread; queued and running jobs are rejected. */
  close(): Promise<void>;
}

/**
 * A job that ran past the pool's time limit or its threads' memory limit; its thread was
 * terminated. The same input will most likely do it again.
 */
export class JobLimitError extends Error {
  override name = 'JobLimitError';
}

export class PoolClosedError extends Error {
  override name = 'PoolClosedError';
  constructor() {
    super('The worker pool is closed');
  }
}

interface Job<In, Out> {
  input: In;
  resolve(result: Out): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Thread<In, Out> {
  worker: Worker;
  ready: boolean;
  job?: Job<In, Out> & { id: number };
  timer?: NodeJS.Timeout;
}

type Reply = { ready: true } | { id: number; result: unknown } | { id: number; error: { name: string; message: string } };

const BOOT = join(import.meta.dirname, 'worker-boot.mjs');

export function createWorkerPool<In, Out>({ module: jobModule, size, timeoutMs, maxHeapMb = 256 }: WorkerPoolOptions): WorkerPool<In, Out> {
  const queue: Job<In, Out>[] = [];
  const threads = new Set<Thread<In, Out>>();
  const stopping = new Set<Promise<number>>();
  let nextId = 1;
  let closed = false;

  const settle = (job: Job<In, Out>) => {
    job.signal?.removeEventListener('abort', job.onAbort!);
  };

  const retire = (thread: Thread<In, Out>) => {
    clearTimeout(thread.timer);
    threads.delete(thread);
    const stopped = thread.worker.terminate();
    stopping.add(stopped);
    void stopped.finally(() => stopping.delete(stopped));
  };

  /** Ends the thread's job with `error` and the thread with it; the next job gets a fresh thread. */
  const fail = (thread: Thread<In, Out>, error: unknown) => {
    const job = thread.job;
    thread.job = undefined;
    retire(thread);
    if (job) {
      settle(job);
      job.reject(error);
    }
    dispatch();
  };

  const startTimer = (thread: Thread<In, Out>) => {
    thread.timer = setTimeout(() => fail(thread, new JobLimitError(`The job took longer than ${timeoutMs} ms and was stopped`)), timeoutMs);
  };

  const spawn = (): Thread<In, Out> => {
    const worker = new Worker(BOOT, {
      workerData: { module: pathToFileURL(jobModule).href },
      // The parent's flags (tsx's own loader, jest's) are not needed: the boot file registers tsx.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    const thread: Thread<In, Out> = { worker, ready: false };
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        thread.ready = true;
        if (thread.job) startTimer(thread);
        return;
      }
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      clearTimeout(thread.timer);
      thread.job = undefined;
      // An idle thread does not keep the process alive; a busy one does, like any pending I/O.
      worker.unref();
      settle(job);
      if ('error' in reply) job.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      else job.resolve(reply.result as Out);
      dispatch();
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (!threads.has(thread)) return;
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      fail(thread, tooBig ? new JobLimitError(`The job needed more than ${maxHeapMb} MB and was stopped`) : error);
    });
    worker.on('exit', (code) => threads.has(thread) && fail(thread, new Error(`A worker thread exited with code ${code}`)));
    threads.add(thread);
    return thread;
  };

  function dispatch() {
    while (queue.length > 0 && !closed) {
      let thread = [...threads].find((candidate) => !candidate.job);
      if (!thread && threads.size < size) thread = spawn();
      if (!thread) return;
      const job = queue.shift()!;
      thread.job = { ...job, id: nextId++ };
      thread.worker.ref();
      if (thread.ready) startTimer(thread);
      thread.worker.postMessage({ id: thread.job.id, input: job.input });
    }
  }

  return {
    run(input, { signal } = {}) {
      return new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new PoolClosedError());
        if (signal?.aborted) return reject(signal.reason);
        const job: Job<In, Out> = { input, resolve, reject, signal };
        job.onAbort = () => {
          const waiting = queue.indexOf(job);
          if (waiting >= 0) {
            queue.splice(waiting, 1);
            settle(job);
            reject(signal!.reason);
            return;
          }
          const running = [...threads].find((thread) => thread.job?.resolve === resolve);
          if (running) fail(running, signal!.reason);
        };
        signal?.addEventListener('abort', job.onAbort, { once: true });
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        settle(job);
        job.reject(new PoolClosedError());
      }
      for (const thread of [...threads]) fail(thread, new PoolClosedError());
      await Promise.all(stopping);
    },
  };
}
