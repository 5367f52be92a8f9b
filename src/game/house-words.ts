/**
 * House words: the table, not the dictionary, has the last word. An entry the dictionary
 * refused but that traces on the board is kept as *disputed*; in the review any seated
 * person may put it to the table, and the people seated vote (computer players abstain).
 * A majority of the people seated carries it, so one person alone with computer players
 * decides alone. A carried word counts for everyone who entered it in every round of the
 * match; the reverse vote strikes a word the dictionary took, for everyone, as too obscure
 * for this table. Neither is ever penalised once decided: the player entered what the
 * table now calls a word (or a real word it chose not to play).
 *
 * All of it is applied at scoring time (`asPlayed`), never by editing the rounds kept,
 * so removing a house word, or carrying the list into a rematch, is a recalculation
 * like any other rule change.
 */
import type { WordFacts } from "../protocol.ts";

/** The table's house words: accepted beyond the dictionary, and struck from it. */
export interface HouseWords {
  accepted: string[];
  struck: string[];
}

export const NO_HOUSE_WORDS: HouseWords = { accepted: [], struck: [] };

/** A round's entries as kept: accepted words, refused entries, and the refused ones that traced (disputed). */
export interface KeptEntries {
  seat: number;
  words: string[];
  rejected: string[];
  /** Entries refused as not a word that trace on the board (absent in rounds kept before house words). */
  disputed?: string[];
}

/** What a vote asks: to accept a disputed word, or to strike a word the dictionary took. */
export type VoteKind = "accept" | "strike";

/** A vote under way. The person who opens it votes yes. */
export interface WordVote {
  word: string;
  kind: VoteKind;
  by: number;
  openedAt: number;
  yes: number[];
  no: number[];
  /** What Baffle knows of the word, shown with the vote. */
  facts?: WordFacts;
}

/** How long a vote stays open before it fails for want of a majority (the review's pause waits for it). */
export const VOTE_MS = 30_000;

/** The most house words a table keeps, each way. */
export const MAX_HOUSE_WORDS = 200;

export type VoteRefusal = "not_disputed" | "already_house" | "not_found" | "vote_open" | "not_a_voter" | "too_many";

/** A round's entries as they count under the house words. */
export function asPlayed<T extends KeptEntries>(p: T, house: HouseWords): T {
  if (!house.accepted.length && !house.struck.length) return p;
  const accepted = new Set(house.accepted);
  const struck = new Set(house.struck);
  const carried = (p.disputed ?? []).filter((w) => accepted.has(w) && !p.words.includes(w));
  return {
    ...p,
    words: [...p.words.filter((w) => !struck.has(w)), ...carried],
    rejected: p.rejected.filter((w) => !accepted.has(w) && !struck.has(w)),
  };
}

/** The dictionary as the table plays it: its house words accepted, its struck words refused. */
export function withHouseWords<L extends { has(word: string): boolean }>(lexicon: L, house: HouseWords | undefined): L | { has(word: string): boolean } {
  if (!house || (!house.accepted.length && !house.struck.length)) return lexicon;
  const accepted = new Set(house.accepted);
  const struck = new Set(house.struck);
  return { has: (word: string) => !struck.has(word) && (accepted.has(word) || lexicon.has(word)) };
}

/** Every disputed word of the rounds kept (each once, in the order first met). */
export function disputedWords(rounds: readonly { players: readonly KeptEntries[] }[]): string[] {
  const seen = new Set<string>();
  for (const r of rounds) for (const p of r.players) for (const w of p.disputed ?? []) seen.add(w);
  return [...seen];
}

/** Whether a vote on `word` may open, given the rounds kept and the house words. */
export function mayOpen(
  word: string, kind: VoteKind, rounds: readonly { players: readonly KeptEntries[] }[], house: HouseWords, open: WordVote | null,
): VoteRefusal | null {
  if (open) return "vote_open";
  if (kind === "accept") {
    if (house.accepted.includes(word)) return "already_house";
    if (!disputedWords(rounds).includes(word)) return "not_disputed";
    return house.accepted.length >= MAX_HOUSE_WORDS ? "too_many" : null;
  }
  if (house.struck.includes(word)) return "already_house";
  if (!rounds.some((r) => r.players.some((p) => p.words.includes(word)))) return "not_found";
  return house.struck.length >= MAX_HOUSE_WORDS ? "too_many" : null;
}

/** A new vote, with its opener's yes. */
export function openVote(word: string, kind: VoteKind, by: number, now: number): WordVote {
  return { word, kind, by, openedAt: now, yes: [by], no: [] };
}

/** The vote with one person's ballot (a second ballot replaces the first). */
export function castBallot(vote: WordVote, seat: number, yes: boolean): WordVote {
  const yesList = vote.yes.filter((s) => s !== seat);
  const noList = vote.no.filter((s) => s !== seat);
  return { ...vote, yes: yes ? [...yesList, seat] : yesList, no: yes ? noList : [...noList, seat] };
}

/**
 * Where a vote stands among the people seated now (`voters`; ballots of anyone no longer
 * seated do not count): carried once more than half of them say yes; failed once that can
 * no longer happen, or when its time is up; open otherwise.
 */
export function tally(vote: WordVote, voters: readonly number[], now: number): "carried" | "failed" | "open" {
  const seated = new Set(voters);
  if (seated.size === 0) return "failed";
  const yes = vote.yes.filter((s) => seated.has(s)).length;
  const no = vote.no.filter((s) => seated.has(s)).length;
  if (2 * yes > seated.size) return "carried";
  if (2 * no >= seated.size) return "failed";
  return now >= vote.openedAt + VOTE_MS ? "failed" : "open";
}

/** The house words once a vote has carried. */
export function withCarried(house: HouseWords, vote: WordVote): HouseWords {
  return vote.kind === "accept"
    ? { accepted: [...house.accepted.filter((w) => w !== vote.word), vote.word], struck: house.struck.filter((w) => w !== vote.word) }
    : { accepted: house.accepted.filter((w) => w !== vote.word), struck: [...house.struck.filter((w) => w !== vote.word), vote.word] };
}

/** The house words without `word` (the host removing it either way). */
export function withoutWord(house: HouseWords, word: string): HouseWords {
  return { accepted: house.accepted.filter((w) => w !== word), struck: house.struck.filter((w) => w !== word) };
}

/** The rounds (numbers) in which someone entered `word`, accepted or disputed. */
export function roundsWith(word: string, rounds: readonly { round: number; players: readonly KeptEntries[] }[]): number[] {
  return rounds.filter((r) => r.players.some((p) => p.words.includes(word) || (p.disputed ?? []).includes(word))).map((r) => r.round);
}
