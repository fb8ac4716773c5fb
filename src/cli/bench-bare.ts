import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The yardstick for `npm run bench`: bare Fastify + formbody answering the placard call with a
 * constant envelope of the same byte size as the real answer (`BARE_ENVELOPE_BYTES`, measured
 * by the bench from the running product), so the two differ only in the work done, not in bytes
 * sent. The bench runs it as plain JavaScript under node (transpiled from this file), the way a
 * built server runs.
 */
export function bareEnvelope(bytes: number) {
  const answer = { code: 1, msg: 'ok', time: '0', data: { switch: 1, content: '' } };
  const pad = bytes - Buffer.byteLength(JSON.stringify(answer));
  if (pad < 0) throw new Error(`an envelope of ${bytes} bytes is smaller than the empty one`);
  answer.data.content = 'x'.repeat(pad);
  return answer;
}

export async function bareApp(bytes: number) {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  const answer = bareEnvelope(bytes);
  app.post('/api/winery/placard/get', async () => answer);
  return app;
}

// run as a script (its real path: node_modules may be a link, as pnpm and worktrees make it)
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const app = await bareApp(Number(process.env.BARE_ENVELOPE_BYTES ?? 80));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
