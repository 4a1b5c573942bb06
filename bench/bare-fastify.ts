// The baseline of `npm run bench:api`: a bare Fastify answering one route with the bytes of a file,
// in a process of its own like the API it is compared with. Started by bench/api.ts with the
// route, the file and the port as arguments.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [route, file, port] = process.argv.slice(2);
const bytes = readFileSync(file);
const app = Fastify();
app.get(route, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.once('SIGTERM', () => void app.close());
