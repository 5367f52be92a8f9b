/**
 * What a together table (settings `play: "together"`) says beyond a versus one: the
 * team's shared list, a teammate's find as it happens, the team's goal on this board,
 * and its stars per round and over the match (rules: src/game/modes/together.ts).
 * Imported by table.ts; imports nothing of the contract.
 */

/** One word of the team's list: who found it first, what it scored, and its dice (to flash them). */
export interface TeamWordView {
  word: string;
  points: number;
  path: number[];
  seat: number;
}

/**
 * To everyone at a together table when a teammate's word is accepted (a person's or a
 * computer player's): its dice flash on every board and it joins every list. The finder
 * also gets the usual `verdict`.
 */
export interface TeamWordMessage extends TeamWordView {
  type: "teamWord";
  /** The finder's name, for the flash's words ("Ann found slate"). */
  name: string;
}

/** The team's standing on one board: its points, the board's, and the points each star needs. */
export interface TeamGoal {
  points: number;
  boardPoints: number;
  /** Points for one, two and three stars on this board. */
  starPoints: number[];
  stars: 0 | 1 | 2 | 3;
}

/** A round's team result in the review and at the match's end. */
export interface TeamRound extends TeamGoal {
  round: number;
}

/** The match's stars: each round's, their sum, and the team's best round (its index in `rounds`). */
export interface TeamMatch {
  rounds: TeamRound[];
  stars: number;
  best: number | null;
}

/** What a refusal `already_found` adds at a together table: the teammate who found it. */
export interface FoundBy {
  seat: number;
  name: string;
}
