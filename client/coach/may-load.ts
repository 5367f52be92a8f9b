/**
 * Whether the game page should fetch the coach's chunk at all: the coach still has a tip
 * to show on this device in a `mode` round. It repeats src/learn/coach.ts's rule with its
 * numbers written out (3 tips, COACH_ROUNDS = 10) because importing that module here would
 * put all of it in the game page's bundle; test/unit/learn-coach.test.ts checks they agree.
 * `stored` is what the coach keeps in localStorage (only it writes there).
 */
export function coachMayLoad(stored: string | null, mode: string): boolean {
  try {
    const m = JSON.parse(stored ?? "{}") as { seen?: string[]; rounds?: number };
    return mode !== "ranked" && mode !== "arena" && new Set(m.seen).size < 3 && !((m.rounds ?? 0) >= 10);
  } catch {
    return true;
  }
}
