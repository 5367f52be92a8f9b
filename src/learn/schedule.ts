/**
 * A deck card's memory, scheduled by FSRS (ts-fsrs): no intervals of our own. A card is
 * stored as plain numbers (so IndexedDB and an export file hold it as is) and turned into
 * ts-fsrs's Card only to schedule it. A drill grades each due word it promised: found is a
 * good review, found after revealing its first letters a hard one, missed a lapse (again).
 */
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from "ts-fsrs";

/** The scheduler: default FSRS parameters, no fuzz so the same reviews give the same dates. */
const scheduler = fsrs({ enable_fuzz: false });

/** A card's memory state, as stored (times in ms since the epoch). */
export interface Memory {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: number | null;
}

/** What a drill saw of a due word. */
export type DrillOutcome = "found" | "foundWithHint" | "missed";

/** The FSRS grade of a drill outcome. */
export function gradeOf(outcome: DrillOutcome): Grade {
  return outcome === "found" ? Rating.Good : outcome === "foundWithHint" ? Rating.Hard : Rating.Again;
}

/** A new card, due at once. */
export function newMemory(now: number): Memory {
  return fromCard(createEmptyCard(new Date(now)));
}

/** The memory after a review with `outcome` at `now`. */
export function review(memory: Memory, outcome: DrillOutcome, now: number): Memory {
  return fromCard(scheduler.next(toCard(memory), new Date(now), gradeOf(outcome)).card);
}

/** Whether a card is due at `now`. */
export const isDue = (memory: Memory, now: number): boolean => memory.due <= now;

/**
 * A card counts as learned once it is in review and FSRS expects it to be remembered for
 * three weeks or more (its stability, in days).
 */
export const LEARNED_STABILITY_DAYS = 21;
export const isLearned = (memory: Memory): boolean => memory.state === State.Review && memory.stability >= LEARNED_STABILITY_DAYS;

function toCard(m: Memory): Card {
  return {
    due: new Date(m.due), stability: m.stability, difficulty: m.difficulty, elapsed_days: m.elapsedDays, scheduled_days: m.scheduledDays,
    learning_steps: m.learningSteps, reps: m.reps, lapses: m.lapses, state: m.state as State,
    ...(m.lastReview !== null ? { last_review: new Date(m.lastReview) } : {}),
  };
}

function fromCard(c: Card): Memory {
  return {
    due: c.due.getTime(), stability: c.stability, difficulty: c.difficulty, elapsedDays: c.elapsed_days, scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps, reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}
