// Where every pool worker thread starts. Plain JavaScript, so it loads the same way under tsx
// (npm start, the production image), under jest and under plain node: it registers tsx itself
// and only then imports the job module, which is TypeScript like the rest of the API.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runJob } = await import(workerData.module);

parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, result: await runJob(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } });
  }
});
// Jobs are timed from here, so a slow start on a busy machine is not counted against the first one.
parentPort.postMessage({ ready: true });
