/**
 * One fast-check seed for the property tests of each test file, so a run can be
 * replayed: `FC_SEED=<seed> npx vitest run --project unit <file>`. Without FC_SEED each
 * file draws a fresh seed (the properties keep exploring); a failing property prints its
 * seed and path in the failure, and that case is then kept as a named test beside it.
 */
import fc from "fast-check";

const fromEnv = process.env.FC_SEED;
if (fromEnv !== undefined && !/^-?\d+$/.test(fromEnv)) throw new Error(`FC_SEED must be an integer, got "${fromEnv}"`);

/** The seed every property of this run uses. */
export const FC_SEED = fromEnv !== undefined ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);

fc.configureGlobal({ seed: FC_SEED });

/**
 * How many cases a property tries: `n`, or a fifth of it under `npm run mutate`
 * (BAFFLE_MUTATION=1), where the instrumented code runs thousands of times over.
 */
export function numRuns(n: number): number {
  return process.env.BAFFLE_MUTATION === "1" ? Math.max(10, Math.ceil(n / 5)) : n;
}
