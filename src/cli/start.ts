import { main } from '../server/server';
import { buildWebIfChanged } from './build-web';

/**
 * `npm start`: read the configuration, build the web app if its sources changed, then serve.
 * The configuration is read before the build: Vite's build sets NODE_ENV=production in this
 * process, and a development start must not turn into a production one on a fresh clone.
 */
const started = Date.now();
await main({
  beforeListen: async () => {
    if (await buildWebIfChanged()) console.log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  },
});
