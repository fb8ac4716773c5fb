import { main } from '../server/server';
import { buildWebIfChanged } from './build-web';

/** `npm start`: build the web app if its sources changed, then run the server. */
const started = Date.now();
if (await buildWebIfChanged()) console.log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await main();
