/**
 * Where a benchmark's CPU time goes, on Linux: the server's main thread (its event loop: HTTP, auth,
 * validation, queries' encoding and decoding, serialization) and every PostgreSQL process on the
 * machine (parsing, planning and running the statements, WAL and commits). Read from /proc before and
 * after a load; the load generator runs in a worker thread of its own and is left out. Other work on the
 * machine counts too, so figures are taken on a quiet machine; or, on a shared one, pass the benchmark's
 * database: only the backends serving it are counted (their process title names it).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export interface CpuSample {
  /** CPU seconds of the server's main thread. */
  server: number;
  /** CPU seconds of all postgres processes (a process that exits takes its share with it). */
  postgres: number;
  /** Busy CPU seconds of the whole machine, load generator included (/proc/stat). */
  machine: number;
}

/** utime + stime of a /proc stat line, in seconds (fields 14 and 15; the name may hold spaces). */
function cpuSeconds(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between the listing and the read
  }
}

export function sampleCpu(database?: string | null): CpuSample | null {
  if (process.platform !== 'linux') return null;
  const own = read(`/proc/self/task/${process.pid}/stat`);
  if (!own) return null;
  let postgres = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    if (read(`/proc/${pid}/comm`)?.trim() !== 'postgres') continue;
    // "postgres: <user> <database> <client> <state>", NUL-separated words when not retitled.
    if (database && !read(`/proc/${pid}/cmdline`)?.includes(` ${database} `)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (stat) postgres += cpuSeconds(stat);
  }
  const [, ...times] = (read('/proc/stat') ?? '').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const busy = times
    .slice(0, 8)
    .reduce((sum, value, index) => sum + (index === 3 || index === 4 ? 0 : Number(value)), 0);
  return { server: cpuSeconds(own), postgres, machine: busy / TICKS_PER_SECOND };
}

/** CPU milliseconds per request of each side between two samples (null off Linux). */
export function cpuPerRequest(
  before: CpuSample | null,
  after: CpuSample | null,
  requests: number,
): CpuSample | null {
  if (!before || !after || requests <= 0) return null;
  const per = (key: keyof CpuSample) => ((after[key] - before[key]) * 1000) / requests;
  return { server: per('server'), postgres: per('postgres'), machine: per('machine') };
}
