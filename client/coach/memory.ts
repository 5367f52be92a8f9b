/**
 * What the device remembers of the coach (src/learn/coach.ts): the tips already seen and
 * how many rounds were played, in localStorage. Storage refused: the coach shows nothing
 * (a tip that could not be remembered as seen would come back every round).
 */
import { markSeen, mayShow, readCoachMemory, TIPS, type CoachMemory, type CoachMode, type Tip } from "../../src/learn/coach.ts";

const KEY = "baffle.coach";

function read(): CoachMemory | null {
  try {
    return readCoachMemory(JSON.parse(localStorage.getItem(KEY) ?? "{}"));
  } catch {
    return null;
  }
}

function write(m: CoachMemory): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(m));
    return true;
  } catch {
    return false;
  }
}

/** Whether `tip` may show now in a `mode` round. */
export function tipAllowed(tip: Tip, mode: CoachMode): boolean {
  const m = read();
  return m !== null && mayShow(m, tip, mode);
}

/** Remember that `tip` was shown: it never shows again on this device. */
export function tipSeen(tip: Tip): void {
  const m = read();
  if (m) write(markSeen(m, tip));
}

/** One more round played on this device (the coach retires after the first few). */
export function roundPlayed(): void {
  const m = read();
  if (m) write({ ...m, rounds: m.rounds + 1 });
}

/** Whether the coach has anything left to say in a `mode` round on this device. */
export function coachActive(mode: CoachMode): boolean {
  const m = read();
  return m !== null && TIPS.some((tip) => mayShow(m, tip, mode));
}
