import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { longestStall } from '../../test/event-loop';
import type { CpuJob } from '../../test/fakes/cpu-jobs';
import { createWorkerPool, JobLimitError, PoolClosedError, type WorkerPool } from './worker-pool';

const jobModule = join(import.meta.dirname, '../../test/fakes/cpu-jobs.ts');
type Answer = { threadId: number; echo?: string };

describe('createWorkerPool', () => {
  let pool: WorkerPool<CpuJob, Answer>;
  beforeAll(() => {
    pool = createWorkerPool<CpuJob, Answer>({ module: jobModule, size: 2, timeoutMs: 1500 });
  });
  afterAll(() => pool.close());

  it('runs a CPU-bound job on another thread while this one keeps answering', async () => {
    const { result, stallMs } = await longestStall(pool.run({ spinMs: 800 }));
    expect(result.threadId).not.toBe(threadId);
    expect(stallMs).toBeLessThan(200);
  });

  it('stops a job past the time limit, reports it, and goes on with a fresh thread', async () => {
    const started = Date.now();
    await expect(pool.run({ spinMs: 60_000 })).rejects.toBeInstanceOf(JobLimitError);
    expect(Date.now() - started).toBeLessThan(10_000);
    const after = await pool.run({ echo: 'after' });
    expect(after.echo).toBe('after');
  });

  it('stops a job that takes more memory than a thread may have', async () => {
    const small = createWorkerPool<CpuJob, Answer>({ module: jobModule, size: 1, timeoutMs: 30_000, maxHeapMb: 32 });
    try {
      await expect(small.run({ hoard: true })).rejects.toBeInstanceOf(JobLimitError);
      expect((await small.run({ echo: 'after' })).echo).toBe('after');
    } finally {
      await small.close();
    }
  });

  it('reports an error thrown by a job and keeps the thread', async () => {
    await expect(pool.run({ fail: 'no such ticket' })).rejects.toThrow('no such ticket');
    expect((await pool.run({ echo: 'still here' })).echo).toBe('still here');
  });

  it('runs at most `size` jobs at once and queues the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => pool.run({ spinMs: 100 })));
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBeLessThanOrEqual(2);
  });

  it('stops a job whose caller gave up', async () => {
    const controller = new AbortController();
    const running = pool.run({ spinMs: 60_000 }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('not needed any more')), 100);
    await expect(running).rejects.toThrow('not needed any more');
    expect((await pool.run({ echo: 'next' })).echo).toBe('next');
  });

  it('once closed, rejects what is running, queued and asked for later', async () => {
    const own = createWorkerPool<CpuJob, Answer>({ module: jobModule, size: 1, timeoutMs: 60_000 });
    const running = expect(own.run({ spinMs: 60_000 })).rejects.toBeInstanceOf(PoolClosedError);
    const queued = expect(own.run({ echo: 'queued' })).rejects.toBeInstanceOf(PoolClosedError);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    await running;
    await queued;
    await expect(own.run({ echo: 'late' })).rejects.toBeInstanceOf(PoolClosedError);
  });
});
