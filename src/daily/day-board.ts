/**
 * The day's board as the Worker holds it: derived from the secret and the date, solved
 * once per isolate and kept for the few days anyone plays at once (today, yesterday's
 * practice), so checking a hand-in is a lookup and a trace, never a new solve. Any
 * isolate anywhere derives the same board: there is nothing to share between them. Each
 * language's board of the day is its own, from its dice and solved with its dictionary.
 */
import type { Language } from "../protocol.ts";
import type { Board } from "../game/board.ts";
import type { SolvedWord } from "../game/match-state.ts";
import { wordDesk, type WordDesk } from "../words/desk.ts";
import { dailyBoard, dailySeed } from "./board.ts";
import { DAILY_MIN_LENGTH } from "./try.ts";

/** A day's board with every word on it (each with its SCOWL size) and the word desk it was solved with. */
export interface DayBoard {
  board: Board;
  solution: SolvedWord[];
  desk: WordDesk;
}

/** Boards kept: a few days, in the languages played at once. */
const KEPT_DAYS = 8;
const boards = new Map<string, Promise<DayBoard>>();

/** The board of `date` in `language` under `secret`, solved with that language's dictionary in `kv`. */
export function dayBoard(kv: KVNamespace, secret: string, date: string, language: Language): Promise<DayBoard> {
  const key = `${date}\n${language}\n${secret}`;
  let found = boards.get(key);
  if (!found) {
    found = (async () => {
      const [desk, seed] = await Promise.all([wordDesk(kv, language), dailySeed(secret, date, language)]);
      const solved = dailyBoard(seed, (b) => desk.solveLevelled(b.cells, DAILY_MIN_LENGTH), language);
      return { board: solved.board, solution: solved.words, desk };
    })();
    found.catch(() => boards.delete(key));
    boards.set(key, found);
    while (boards.size > KEPT_DAYS) boards.delete(boards.keys().next().value!);
  }
  return found;
}
