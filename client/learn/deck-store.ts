/**
 * The deck and the remembered rounds, kept on the device in IndexedDB through `idb` (a
 * small, well-kept promise wrapper). Two stores: "cards" (one per word and language,
 * with its FSRS memory) and "rounds" (one per round played on this device, for the Me
 * page). Loaded on demand (client/learn/feed.ts, the Learn and Me pages), never in the
 * main bundle. IndexedDB can be missing or refused (some private modes): every call then
 * rejects, and callers treat that as "nothing remembered".
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Language } from "../../src/protocol.ts";
import { wordsToLearn, type MissedWord } from "../../src/learn/deck-entry.ts";
import { cardId, cardsToImport, roundId, type CardMeaning, type DeckCard, type DeviceFile, type StoredRound } from "../../src/learn/device-file.ts";
import { roundPlayed } from "../coach/memory.ts";
import { learnChanged } from "./changed.ts";
import type { RoundRecord } from "../../src/learn/figures.ts";
import { isDue, isLearned, newMemory, review, type DrillOutcome } from "../../src/learn/schedule.ts";

interface LearnDb extends DBSchema {
  cards: { key: string; value: DeckCard; indexes: { due: number } };
  rounds: { key: string; value: StoredRound; indexes: { at: number } };
}

const DB_NAME = "baffle-learn";
let opened: Promise<IDBPDatabase<LearnDb>> | null = null;

function db(): Promise<IDBPDatabase<LearnDb>> {
  opened ??= openDB<LearnDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore("cards", { keyPath: "id" }).createIndex("due", "memory.due");
      d.createObjectStore("rounds", { keyPath: "id" }).createIndex("at", "at");
    },
  }).catch((err: unknown) => {
    opened = null;
    throw err;
  });
  return opened;
}

/** What a finished round hands the deck: its record for the figures and the words missed. */
export interface FinishedRound {
  record: RoundRecord;
  board: readonly string[];
  missed: readonly MissedWord[];
  /** How the language writes a word, when not as the board spells it. */
  written?: (word: string) => string;
}

/**
 * Remember a round and put its missed words worth learning into the deck (a word
 * already there keeps its memory; a round already remembered is not fed twice). Returns
 * the words added.
 */
export async function feedRound(round: FinishedRound, now: number): Promise<string[]> {
  const d = await db();
  const id = roundId(round.record, round.board);
  if (await d.getKey("rounds", id)) return [];
  const tx = d.transaction(["cards", "rounds"], "readwrite");
  const cards = tx.objectStore("cards");
  await tx.objectStore("rounds").put({ ...round.record, id });
  const added: string[] = [];
  for (const w of wordsToLearn(round.missed)) {
    const id = cardId(round.record.language, w.word);
    if (await cards.get(id)) continue;
    await cards.put(cardOf(w.word, round.record.language, round.board, [...w.foundBy], round.record.mode, now, round.written?.(w.word)));
    added.push(w.word);
  }
  await tx.done;
  roundPlayed();
  learnChanged();
  // The new cards' meanings are looked up now, while the round's page is online, so the deck has them offline.
  if (added.length > 0 && round.record.language === "en") void import("./meanings.ts").then(async (m) => m.fillMeanings(await allCards(), saveMeanings)).catch(() => undefined);
  return added;
}

/** Keep meanings looked up for cards (a card taken out meanwhile stays out). */
export async function saveMeanings(meanings: ReadonlyMap<string, CardMeaning>): Promise<void> {
  const tx = (await db()).transaction("cards", "readwrite");
  for (const [id, meaning] of meanings) {
    const card = await tx.store.get(id);
    if (card) await tx.store.put({ ...card, meaning });
  }
  await tx.done;
}

function cardOf(word: string, language: Language, board: readonly string[], foundBy: string[], from: DeckCard["from"], now: number, written?: string): DeckCard {
  return {
    id: cardId(language, word), word, language, board: [...board], foundBy, from, added: now, memory: newMemory(now),
    ...(written && written !== word ? { written } : {}),
  };
}

/** Add one word by hand (a review's "add to deck"); a word already there is left as it is. */
export async function addCard(word: string, language: Language, board: readonly string[], foundBy: string[], now: number, written?: string): Promise<void> {
  const d = await db();
  const id = cardId(language, word);
  const tx = d.transaction("cards", "readwrite");
  if (!(await tx.store.get(id))) await tx.store.put(cardOf(word, language, board, foundBy, "added", now, written));
  await tx.done;
}

/** Take a word out of the deck. */
export async function removeCard(word: string, language: Language): Promise<void> {
  await (await db()).delete("cards", cardId(language, word));
}

/** Whether a word is in the deck. */
export async function hasCard(word: string, language: Language): Promise<boolean> {
  return (await (await db()).get("cards", cardId(language, word))) !== undefined;
}

/** Every card, soonest due first. */
export async function allCards(): Promise<DeckCard[]> {
  return (await db()).getAllFromIndex("cards", "due");
}

/** Every remembered round, oldest first. */
export async function allRounds(): Promise<StoredRound[]> {
  return (await db()).getAllFromIndex("rounds", "at");
}

/** Record a drill's reviews: each promised word found, found after a hint, or missed. */
export async function reviewCards(outcomes: readonly { id: string; outcome: DrillOutcome }[], now: number): Promise<void> {
  const tx = (await db()).transaction("cards", "readwrite");
  for (const { id, outcome } of outcomes) {
    const card = await tx.store.get(id);
    if (card) await tx.store.put({ ...card, memory: review(card.memory, outcome, now) });
  }
  await tx.done;
}

/** The deck at a glance. */
export function deckProgress(cards: readonly DeckCard[], now: number): { cards: number; due: number; learned: number } {
  return { cards: cards.length, due: cards.filter((c) => isDue(c.memory, now)).length, learned: cards.filter((c) => isLearned(c.memory)).length };
}

/** Write an imported file's cards (new or reviewed later than the device's) and rounds (new ones). */
export async function importFile(file: DeviceFile): Promise<{ cards: number; rounds: number }> {
  const d = await db();
  const existing = new Map((await d.getAll("cards")).map((c) => [c.id, c]));
  const known = new Set(await d.getAllKeys("rounds"));
  const cards = cardsToImport(existing, file.cards as DeckCard[]);
  const rounds = file.rounds.filter((r) => !known.has(r.id));
  const tx = d.transaction(["cards", "rounds"], "readwrite");
  for (const c of cards) await tx.objectStore("cards").put(c);
  for (const r of rounds) await tx.objectStore("rounds").put(r as StoredRound);
  await tx.done;
  if (cards.length + rounds.length > 0) learnChanged();
  return { cards: cards.length, rounds: rounds.length };
}
