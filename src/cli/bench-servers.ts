import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/**
 * The processes of `npm run bench`: the product started the way `npm start` starts it, the
 * references as plain JavaScript under node, each timed to its first answer and stopped with
 * its whole process group; and the load generator with the same warm-up before every measured run.
 */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  url: string;
  /** ms from spawn to the first successful answer to the probe */
  ms: number;
  stop: () => Promise<void>;
}

/** The servers started and not yet stopped: a failed run stops them too. */
const running = new Set<() => Promise<void>>();
export const stopAll = () => Promise.all([...running].map((stop) => stop()));

export interface Probe {
  path: string;
  method?: 'GET' | 'POST';
}

/** Spawns `command` in its own process group and resolves with the ms until `probe` answers 2xx. */
export async function startTimed(command: string[], env: Record<string, string | undefined>, probe: Probe, label: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    // BENCH_LOG=<file>: the servers' own logs (stdout) are appended there, e.g. to read an error's cause
    stdio: ['ignore', process.env.BENCH_LOG ? openSync(process.env.BENCH_LOG, 'a') : 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      running.delete(stop);
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const killer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      signalGroup(child.pid, 'SIGTERM');
    });
  running.add(stop);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} (${command.join(' ')}) exited with ${child.exitCode}`);
    const ok = await fetch(`${url}${probe.path}`, { method: probe.method ?? 'POST' }).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((wait) => setTimeout(wait, 10));
  }
  return { url, ms: performance.now() - started, stop };
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // gone already
  }
}

/**
 * The product's start command as package.json's "start" script says (`tsx src/cli/start.ts`, or
 * `node <bundle>` once the server runs from a build): its first word from node_modules/.bin or,
 * for `node`, this node. When it names a file the build makes and that is missing, `npm run build` first.
 */
export function productStartCommand(): string[] {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  if (!script || /[|&;<>$`]/.test(script)) throw new Error(`package.json "start" is not a plain command: ${script}`);
  const [program, ...args] = script.split(/\s+/).filter(Boolean);
  const files = args.filter((arg) => /\.(c|m)?(j|t)s$/.test(arg));
  if (files.some((file) => !existsSync(file))) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const local = resolve('node_modules/.bin', program!);
  if (program === 'node') return [process.execPath, ...args];
  return [existsSync(local) ? local : program!, ...args];
}

/** bench-*.ts as plain JavaScript (types stripped) in node_modules/.cache, so node runs it as a built server runs. */
export async function asPlainJs(source: string): Promise<string> {
  const { default: ts } = await import('typescript');
  const dir = resolve('node_modules/.cache/winery-bench');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, source.replace(/^.*\//, '').replace(/\.ts$/, '.mjs'));
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  writeFileSync(out, outputText);
  return out;
}

export interface Load {
  path: string;
  body: string;
  headers?: Record<string, string>;
}

export const CONNECTIONS = 32;

async function cannon(url: string, load: Load, seconds: number) {
  const result = await autocannon({
    url: `${url}${load.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...load.headers },
    body: load.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${load.path}: the load saw ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result;
}

/** Requests per second after a warm-up of the same load (equal for product and reference). */
export async function requestsPerSecond(url: string, load: Load, seconds: number, warmUpSeconds: number): Promise<number> {
  await cannon(url, load, warmUpSeconds);
  const result = await cannon(url, load, seconds);
  return Math.round(result.requests.average);
}

/** One POST with a form body, the answer's bytes and parsed envelope. */
export async function postForm(url: string, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as { code: number; msg: string; data: any } };
}
