/**
 * A drill on the Learn page: the due words of one language, planted on a practice board of
 * that language's dice (src/learn/drill-board.ts), then graded when the round ends: each
 * promised word found is a good review, each missed a lapse. Pure (the dictionary and rng
 * come in), so it is tested in Node.
 */
import { minLengthOf } from "../../src/game/house-rules.ts";
import type { Rng } from "../../src/game/random.ts";
import type { DeckCard } from "../../src/learn/device-file.ts";
import { dealDrillBoard } from "../../src/learn/drill-board.ts";
import { isDue, type DrillOutcome } from "../../src/learn/schedule.ts";
import type { Language } from "../../src/protocol.ts";
import { practiceSettings } from "../solo/options.ts";
import { practiceRoundOn, type PracticeDictionary, type PracticeRound } from "../solo/practice.ts";

/** The board a drill is played on: 5×5, room for several words. */
export const DRILL_SIZE = 5;

export interface Drill {
  round: PracticeRound;
  /** The due cards the board holds. */
  promised: DeckCard[];
}

/** Due cards of `language`, most overdue first. */
export function dueIn(cards: readonly DeckCard[], language: Language, now: number): DeckCard[] {
  return cards.filter((c) => c.language === language && isDue(c.memory, now)).sort((a, b) => a.memory.due - b.memory.due);
}

/** A drill of `language`'s due cards, or null when none of them can be put on a board. */
export function newDrill(cards: readonly DeckCard[], language: Language, dict: PracticeDictionary, rng: Rng, now: number): Drill | null {
  const settings = practiceSettings(DRILL_SIZE, "normal", language);
  const minLength = minLengthOf(settings);
  const due = dueIn(cards, language, now).filter((c) => c.word.length >= minLength && dict.has(c.word));
  const { board, promised } = dealDrillBoard(due.map((c) => c.word), DRILL_SIZE, language, rng);
  if (promised.length === 0) return null;
  const round = practiceRoundOn(dict, settings, board, now);
  return { round, promised: promised.map((w) => due.find((c) => c.word === w)!) };
}

/** Each promised card's outcome once the round is over. */
export function drillOutcomes(drill: Drill): { id: string; word: string; outcome: DrillOutcome }[] {
  const found = new Set(drill.round.words.map((w) => w.word));
  return drill.promised.map((c) => ({ id: c.id, word: c.word, outcome: found.has(c.word) ? "found" : "missed" }));
}
