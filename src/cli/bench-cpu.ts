import { readdirSync, readFileSync } from 'node:fs';

/** /proc's unit of CPU time, USER_HZ: 100 a second on every Linux this runs on. */
const TICK_MS = 10;

/** What the CPUs have done so far: the whole machine's busy and idle time, PostgreSQL's processes', this process's. */
export interface CpuSample {
  busyMs: number;
  idleMs: number;
  /** per process named `postgres`, by pid */
  postgresMs: Map<number, number>;
  clientMs: number;
}

/** Where a checkout round's CPU went, per checkout placed (ms), and the share of the machine left idle. */
export interface CpuPerCheckout {
  machineMs: number;
  postgresMs: number;
  /** the bench's own process: the load generator */
  clientMs: number;
  /** the rest: the server under test, and whatever else ran */
  restMs: number;
  idleShare: number;
}

const ticks = (text: string) => text.trim().split(/\s+/).map(Number);

/** The CPU time (ms) of every process named `postgres` (the server's backends and helpers) running now, by pid. */
function postgresMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      // after the name: state (3), …, utime (14), stime (15)
      const fields = ticks(stat.slice(close + 2));
      byPid.set(Number(pid), (fields[11]! + fields[12]!) * TICK_MS);
    } catch {
      // ended while read
    }
  }
  return byPid;
}

/** The CPU counters now, from Linux's /proc; null where there is no /proc. */
export function cpuSample(): CpuSample | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  // cpu  user nice system idle iowait irq softirq steal …: time stolen by the host is neither ours nor idle
  const [user, nice, system, idle, iowait, irq, softirq] = ticks(stat.slice(4, stat.indexOf('\n')));
  const own = process.cpuUsage();
  return {
    busyMs: (user! + nice! + system! + irq! + softirq!) * TICK_MS,
    idleMs: (idle! + iowait!) * TICK_MS,
    postgresMs: postgresMs(),
    clientMs: (own.user + own.system) / 1000,
  };
}

/** The CPU spent between two samples, per checkout placed. */
export function cpuPerCheckout(before: CpuSample | null, after: CpuSample | null, checkouts: number): CpuPerCheckout | null {
  if (!before || !after || checkouts === 0) return null;
  const per = (ms: number) => Math.round((ms / checkouts) * 100) / 100;
  const machine = after.busyMs - before.busyMs;
  // a process that ended between the samples took its time with it (autovacuum's workers come and
  // go): what the others did is counted, from zero for one that started in between
  let postgres = 0;
  for (const [pid, ms] of after.postgresMs) postgres += ms - (before.postgresMs.get(pid) ?? 0);
  const client = after.clientMs - before.clientMs;
  const idle = after.idleMs - before.idleMs;
  return {
    machineMs: per(machine),
    postgresMs: per(postgres),
    clientMs: per(client),
    restMs: per(Math.max(0, machine - postgres - client)),
    idleShare: Math.round((idle / Math.max(1, machine + idle)) * 100) / 100,
  };
}
