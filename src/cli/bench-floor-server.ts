import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The stack floor's server for `npm run bench`: bare Fastify serving the floor build of
 * `FLOOR_DIR` (pre-compressed copies, as the product serves its assets) and the one call its
 * screen makes. Run as plain JavaScript under node.
 */
const ITEMS = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, title: `Cliffside wine ${i + 1}` }));

const app = Fastify({ logger: false });
await app.register(formbody);
await app.register(fastifyStatic, {
  root: process.env.FLOOR_DIR!,
  preCompressed: true,
  setHeaders: (res, path) => res.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable'),
});
app.post('/api/floor/list', async () => ({ code: 1, msg: 'ok', data: ITEMS }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
