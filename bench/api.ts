// The API part of `npm run bench`: autocannon against the open-experiences list (the API on a
// seeded PostgreSQL database) and against a bare Fastify route answering the same bytes, started
// in the same run, so the ratio says what our code costs over Fastify itself on this machine.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { scratchApi } from './scratch-api';
import { atLeast, atMost, budgets, isMain, type Row, runAlone } from './table';

const LIST = '/api/experience/get?status=OPEN';

async function load(url: string): Promise<{ requests: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: budgets.api.connections, duration: budgets.api.durationSeconds });
  return { requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchApi(): Promise<Row[]> {
  const api = await scratchApi({ withDemoData: true });
  const bare = Fastify();
  try {
    const listed = await fetch(`${api.base}${LIST}`);
    const bytes = Buffer.from(await listed.arrayBuffer());
    bare.get('/api/experience/get', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

    // A short warm-up of each, so neither pays for JIT compilation in the measured run.
    await autocannon({ url: `${api.base}${LIST}`, connections: 10, duration: 2 });
    await autocannon({ url: `${bareBase}${LIST}`, connections: 10, duration: 2 });
    const ours = await load(`${api.base}${LIST}`);
    const baseline = await load(`${bareBase}${LIST}`);
    const ratio = ours.requests / baseline.requests;
    console.log(
      `\nAPI: ${LIST} (${bytes.length} bytes) ${Math.round(ours.requests)} req/s p99 ${ours.p99} ms; bare Fastify ${Math.round(baseline.requests)} req/s p99 ${baseline.p99} ms`,
    );
    return [
      atLeast(`API ${LIST} req/s over bare Fastify (${budgets.api.connections} connections)`, Number(ratio.toFixed(2)), budgets.api.minRatioToBareFastify),
      atMost(`API ${LIST} p99 latency`, ours.p99, budgets.api.maxP99Ms, ' ms'),
      atMost(`API ${LIST} errors and non-2xx answers`, ours.errors, 0),
    ];
  } finally {
    await bare.close();
    await api.close();
  }
}

if (isMain(import.meta.url)) runAlone(benchApi);
