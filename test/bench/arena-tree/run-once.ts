/** The tree bench alone, sized on the command line: `npx tsx test/bench/arena-tree/run-once.ts 4000 16 20000` (shards, branches, period in ms). */
import { benchTree } from "./drive.ts";

const [shards, branches, periodMs] = process.argv.slice(2).map(Number);
console.log(JSON.stringify(await benchTree({ shards, branches, periodMs })));
