/**
 * Reading a local `wrangler dev` from /proc, for the benches that count what workerd
 * spends (load.ts, arena.ts): its processes, their CPU ticks and resident memory.
 */
import { readFileSync, readdirSync } from "node:fs";

/**
 * wrangler dev runs two workerd processes: the dev proxy listening on the server's port
 * (not there in production) and the runtime that runs the Worker and its objects.
 */
export function splitWorkerd(pids: number[], port: number): { proxy: number[]; runtime: number[] } {
  const out = { proxy: [] as number[], runtime: [] as number[] };
  for (const pid of pids) {
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    (args.some((a) => a.endsWith(`entry=127.0.0.1:${port}`)) ? out.proxy : out.runtime).push(pid);
  }
  return out;
}

/** The processes of wrangler's group (its pgid is wrangler's pid): workerd's, and wrangler's own. */
export function groupProcesses(pgid: number): { workerd: number[]; wrangler: number[] } {
  const out = { workerd: [] as number[], wrangler: [] as number[] };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (/workerd/.test(cmd)) out.workerd.push(Number(entry));
      else if (/wrangler/.test(cmd)) out.wrangler.push(Number(entry));
    } catch {
      /* the process ended */
    }
  }
  if (!out.workerd.length) throw new Error(`no workerd process in group ${pgid}`);
  return out;
}

/** Resident memory of `pids`, summed, in KB. */
export function rssKb(pids: number[]): number {
  return pids.reduce((n, pid) => n + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN), 0);
}

/** CPU ticks (user + system, 1/100 s) of `pids`, summed. */
export function cpuTicks(pids: number[]): number {
  return pids.reduce((n, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return n + Number(fields[11]) + Number(fields[12]);
  }, 0);
}
