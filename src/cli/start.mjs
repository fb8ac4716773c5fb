// `npm start`, in plain JavaScript: nothing is compiled on the way to the first answer.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, staleParts } from './build-stamp.mjs';

/**
 * When the web app's or the server's sources changed since their last build (or were never
 * built: a fresh clone), a child process builds what changed (src/cli/start.ts --build, under
 * tsx: it reads the configuration first and stops on a wrong setting). Then the server bundle
 * runs in this process under node: configuration, database, HTTP, SIGTERM closes cleanly.
 */
if (staleParts().length > 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts', '--build'], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  const [code, signal] = await new Promise((resolve) => child.once('exit', (...end) => resolve(end)));
  process.off('SIGTERM', forward).off('SIGINT', forward);
  // stopped while building: end the way the signal ends a process
  if (signal) process.kill(process.pid, signal);
  else if (code !== 0) process.exit(code ?? 1);
}

const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
await main();
