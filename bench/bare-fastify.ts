/**
 * The ceiling of an HTTP read: a bare Fastify route (no logging, no hooks, no validation) sending the store's JSON from
 * memory, in a process of its own like the product. bench/ceilings.ts starts it with the body in BENCH_BODY_FILE; it
 * prints `READY <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.env.BENCH_BODY_FILE;
if (!file) throw new Error('BENCH_BODY_FILE is set by bench/ceilings.ts');
// Bytes, as the product keeps its cached store: the best a bare server can do with the same body.
const body = readFileSync(file);
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${address && typeof address === 'object' ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
