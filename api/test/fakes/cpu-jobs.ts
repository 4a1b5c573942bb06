// Jobs for the worker pool's tests: one that keeps a CPU busy as long as asked (as a huge PDF
// layout did), one that fails, one that takes memory until stopped, and one that answers at once.
import { threadId } from 'node:worker_threads';

export type CpuJob = { spinMs: number } | { fail: string } | { echo: string } | { hoard: true };

export function runJob(job: CpuJob): { threadId: number; echo?: string } {
  if ('fail' in job) throw new Error(job.fail);
  if ('hoard' in job) {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  if ('spinMs' in job) {
    const until = Date.now() + job.spinMs;
    while (Date.now() < until) {
      // synchronous on purpose: nothing but terminating the thread can stop it
    }
    return { threadId };
  }
  return { threadId, echo: job.echo };
}
