import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../../helpers/server-process';

/**
 * The pieces of the several-instances test (tests/ci/multi-instance.ts): a fresh database on the
 * PostgreSQL server, three app instances started as an operator starts them, nginx from Debian's
 * package in front of them with the documented site configuration, and an HTTP client that can
 * speak from a chosen loopback address (nginx then sees a different client).
 */

export const INSTANCES = 3;
/** the documented nginx site configuration (docs/operations.md, "Several instances") */
export const SITE_CONF = 'docs/deploy/nginx.conf';

export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: http.IncomingHttpHeaders;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request; `from` picks the client's source address (127.0.0.x), so nginx sees that client. */
export function request(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(path, base);
  return new Promise((resolvePromise, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        // a chosen source address gets its own connection (the pool keys sockets by localAddress)
        ...(options.from ? { localAddress: options.from } : {}),
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${path}: no answer in 60 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A form POST to an API call, answered with the envelope. */
export async function call<T = any>(
  base: string,
  path: string,
  form: Record<string, string | number> = {},
  options: { token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams(Object.entries({ lang: 'en', ...form }).map(([k, v]) => [k, String(v)])).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
  if (options.token) headers.token = options.token;
  const res = await request(base, path, { method: 'POST', headers, body, ...(options.from ? { from: options.from } : {}) });
  let envelope: { code: number; msg: string; data: T };
  try {
    envelope = JSON.parse(res.body.toString('utf8'));
  } catch {
    envelope = { code: -1, msg: res.body.toString('utf8').slice(0, 200), data: null as T };
  }
  return { status: res.status, ...envelope, headers: res.headers };
}

export const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** Every process this run starts; their PIDs also go to `<runDir>/pids` for the shell's trap. */
export class Processes {
  private readonly children: { name: string; child: ChildProcess; exited: Promise<number | null> }[] = [];
  constructor(readonly runDir: string) {
    mkdirSync(join(runDir, 'logs'), { recursive: true });
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
    const log = createWriteStream(join(this.runDir, 'logs', `${name}.log`));
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    appendFileSync(join(this.runDir, 'pids'), `${child.pid}\n`);
    const exited = new Promise<number | null>((resolvePromise) => child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 : null))));
    this.children.push({ name, child, exited });
    return { child, exited };
  }

  log(name: string): string {
    const file = join(this.runDir, 'logs', `${name}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  /** SIGTERM to each still running, by PID; the exit codes by name (SIGKILL after 20 s). */
  async stopAll(): Promise<Record<string, number | null>> {
    const codes: Record<string, number | null> = {};
    await Promise.all(
      this.children.map(async ({ name, child, exited }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        codes[name] = await exited;
        clearTimeout(timer);
      }),
    );
    return codes;
  }
}

/** A database of its own on the server `adminUrl` points at, dropped at the end. */
export async function freshDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** What every instance shares: one database, the same secrets, the proxy it trusts. */
export function sharedEnv(databaseUrl: string, publicUrl: string, readCacheMs: number): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    CODE_SECRET: randomBytes(24).toString('hex'),
    PAYMENT_SANDBOX_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    PAYMENT_SANDBOX_APIV3_KEY: randomBytes(16).toString('hex'),
    READ_CACHE_MS: String(readCacheMs),
    LOG_LEVEL: 'warn',
    WEB_DIST: resolve('dist/web'),
  };
}

/**
 * How an instance is started: the built server bundle when the build made one (`npm run build`),
 * else the server's TypeScript entry through tsx (also when MULTI_SERVER=src). Never `npm start`:
 * it may build, and three instances must not build at once.
 */
export function serverCommand(): { command: string; args: string[] } {
  if (process.env.MULTI_SERVER === 'src') return { command: process.execPath, args: ['--import', 'tsx', 'src/server/server.ts'] };
  for (const bundle of ['dist/server/server.js', 'dist/server/server.mjs', 'dist/server/index.js', 'dist/server/index.mjs']) {
    if (existsSync(bundle)) return { command: process.execPath, args: [resolve(bundle)] };
  }
  return { command: process.execPath, args: ['--import', 'tsx', 'src/server/server.ts'] };
}

/** Waits until `url` answers the placard call (the start migrated and seeded). */
export async function waitReady(url: string, isAlive: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`${url} exited before answering`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    const ready = await call(url, '/api/winery/placard/get').then((a) => a.status === 200, () => false);
    if (ready) return;
    await sleep(200);
  }
}

export const freePorts = async (count: number) => {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
};

/**
 * nginx's main file around the documented site configuration: the site file is used as written,
 * with its listen address and upstream servers replaced by this run's ports. The access log
 * names the upstream that answered each request, so the test can see the load spread.
 */
export function writeNginxConf(runDir: string, listenPort: number, upstreamPorts: number[]): string {
  const site = readFileSync(SITE_CONF, 'utf8');
  const servers = site.match(/^\s*server\s+127\.0\.0\.1:\d+[^;]*;/gm) ?? [];
  if (servers.length !== upstreamPorts.length) throw new Error(`${SITE_CONF}: expected ${upstreamPorts.length} upstream servers, found ${servers.length}`);
  let index = 0;
  const rendered = site
    .replace(/^(\s*server\s+)127\.0\.0\.1:\d+/gm, (_m, head: string) => `${head}127.0.0.1:${upstreamPorts[index++]}`)
    .replace(/^(\s*)listen\s+80\s*;/m, `$1listen 127.0.0.1:${listenPort};`);
  if (!rendered.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error(`${SITE_CONF}: no 'listen 80;' line to point at this run's port`);
  const dir = resolve(runDir, 'nginx');
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // nginx's workers (user nobody when started as root) write request bodies to temp/
  chmodSync(runDir, 0o755);
  writeFileSync(join(dir, 'site.conf'), rendered);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
    include /etc/nginx/mime.types;
    log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/site.conf;
}
`,
  );
  return dir;
}

/** How many requests of the access log went to each upstream address (for lines matching `path`). */
export function upstreamCounts(nginxDir: string, path: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(join(nginxDir, 'access.log'), 'utf8').split('\n')) {
    if (!line.includes(path)) continue;
    const upstream = /\s(\d{3})\s(\S+)\s[\d.]+$/.exec(line)?.[2];
    if (upstream) counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}
