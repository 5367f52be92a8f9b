/**
 * How the arena part of the bench (arena.ts) reports trouble: what each error frame or
 * close it counts means, printed beside the counts so a run explains every error it saw,
 * and its stages run so that one failing is reported (`arena<Stage>Failed: 1`) while the
 * others still run (a local runtime that dies under a crowd ends one stage, not the bench).
 */

/**
 * What each error frame and close the arena part counts means (printed beside the counts,
 * so a run explains every error it saw).
 */
export const ERROR_CODES: Record<string, string> = {
  join_timeout: "a shard too busy to read the identity within its 10 s closed the socket; the player connected again",
  unavailable: "the shard could not read the identity from D1 yet (busy); the join was sent again",
  move: "the player was sent to another shard (the count changed between rounds)",
  rate_limited: "a socket sent faster than its frame budget",
  noResults: "a player had no results frame within 30 s of the round's end",
  joinFailed: "a player never joined (refused, closed, or out of retries): left out of the round",
  notJoined: "players not asked to join because the runtime could not keep up (joins had slowed past the pace limit)",
  not_joined: "a frame before the join was answered",
  idle: "a socket idle for a minute was closed",
};

/** One stage of the part, reported as failed (1) rather than ending the bench, with the reason on stderr. */
export async function stage<T extends Record<string, number>>(name: string, run: () => Promise<T>): Promise<T | Record<string, number>> {
  try {
    return await run();
  } catch (err) {
    console.error(`arena ${name}: failed, the bench goes on without it: ${(err as Error).message}`);
    return { [`arena${name}Failed`]: 1 };
  }
}

