/**
 * How far one arena coordinator goes (test/bench/arena.ts): the real coordinator under
 * `wrangler dev` (worker.ts beside this file makes its `sync` calls as shards would),
 * driven at rising rates for a few seconds each. A shard syncs once a second, so a
 * rate of R syncs a second is an arena of R shards (about 250 players each). Per step:
 * the rate offered and the rate answered, the answers' latency (median, p99), and the
 * runtime's CPU per sync (workerd's process, less its idle; the made-up shards' calls
 * are in it too, so it is an upper bound on the coordinator's own).
 */
import { startWorker } from "../../local-server.ts";
import { cpuTicks, groupProcesses, splitWorkerd } from "../processes.ts";

const STEPS = [100, 200, 400, 800, 1_600, 3_200];
const SECONDS = 6;

/**
 * Figures flat for the bench's JSON: the largest rate answered in full and promptly, and
 * each step's, over `rates` for `seconds` each (fewer and shorter in the bench's `--smoke`).
 */
export async function benchCoordinator(rates: readonly number[] = STEPS, seconds = SECONDS): Promise<Record<string, number>> {
  const server = await startWorker("arena-coordinator", "test/bench/arena-coordinator/wrangler.toml", { dictionaries: true });
  try {
    const { workerd } = groupProcesses(server.pid);
    const { runtime } = splitWorkerd(workerd, Number(new URL(server.url).port));
    const idle0 = cpuTicks(runtime);
    const idleStart = performance.now();
    await new Promise((r) => setTimeout(r, Math.min(3_000, seconds * 1000)));
    const idleRate = ((cpuTicks(runtime) - idle0) * 10) / (performance.now() - idleStart);
    const out: Record<string, number> = {};
    let carried = 0;
    let cpuPerSync = 0;
    for (const rate of rates) {
      const t0 = cpuTicks(runtime);
      const start = performance.now();
      const res = await fetch(`${server.url}/drive?rate=${rate}&seconds=${seconds}&shards=256`);
      if (!res.ok) throw new Error(`drive: ${res.status} ${await res.text()}`);
      const step = (await res.json()) as { sent: number; answered: number; elapsed: number; p50: number; p99: number };
      const busy = Math.max(0, (cpuTicks(runtime) - t0) * 10 - idleRate * (performance.now() - start));
      const answeredPerSecond = step.answered / (step.elapsed / 1000);
      const perSync = busy / Math.max(1, step.answered);
      out[`coordinatorSyncP99Ms${rate}`] = step.p99;
      out[`coordinatorAnsweredPerSecond${rate}`] = Math.round(answeredPerSecond);
      out[`coordinatorCpuMsPerSync${rate}`] = Math.round(perSync * 1000) / 1000;
      console.error(`arena coordinator at ${rate}/s: ${JSON.stringify({ ...step, answeredPerSecond: Math.round(answeredPerSecond), cpuMsPerSync: perSync })}`);
      if (answeredPerSecond >= 0.95 * rate && step.p99 <= 250) {
        carried = rate;
        cpuPerSync = perSync;
      } else break;
    }
    return {
      ...out,
      coordinatorMaxSyncsPerSecond: carried,
      coordinatorCpuMsPerSync: Math.round(cpuPerSync * 1000) / 1000,
    };
  } finally {
    await server.stop();
  }
}
