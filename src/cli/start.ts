import { ConfigError, loadConfig } from '../server/config';
import { buildIfChanged, buildWebIfChanged } from './build-web';

/**
 * The TypeScript half of starting, under tsx.
 *
 * `--build` (src/cli/start.mjs runs it when a stamp is stale, before `npm start` runs the server
 * bundle): read the configuration, so a wrong setting stops the start before a long build, then
 * build the web app and the server bundle, each only if its sources changed, and exit.
 *
 * No argument (`npm run dev`): the server from its sources, the web app built first if its
 * sources changed. The configuration is read before the build: Vite's build sets
 * NODE_ENV=production in this process, and a development start must not turn into a production
 * one on a fresh clone.
 */
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

if (process.argv.includes('--build')) {
  try {
    loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const built = await buildIfChanged();
  if (built.length > 0) console.log(`${built.map((part) => (part === 'web' ? 'web app' : 'server bundle')).join(' and ')} built in ${seconds()} s`);
} else {
  const { main } = await import('../server/server');
  await main({
    beforeListen: async () => {
      if (await buildWebIfChanged()) console.log(`web app built in ${seconds()} s`);
    },
  });
}
