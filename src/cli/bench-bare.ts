import formbody from '@fastify/formbody';
import Fastify from 'fastify';

/** The yardstick for `npm run bench`: bare Fastify answering a constant envelope. */
const app = Fastify({ logger: false });
await app.register(formbody);
const answer = { code: 1, msg: 'ok', time: '0', data: { switch: 1, content: 'constant' } };
app.post('/api/winery/placard/get', async () => answer);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
