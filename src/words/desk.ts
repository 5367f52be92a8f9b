/**
 * The word desk: the one place that reads a language's dictionary from KV, solves boards
 * with it and judges lists by it. Tables, the arena (coordinator and shards) and the daily
 * board all come here, so the dictionary is loaded one way, once per isolate and language.
 *
 * Loading: the DAWG bytes are read from KV on a language's first use in the isolate and
 * the reader wraps them as typed-array views, so every table, shard and daily board in
 * the isolate shares one copy and a cold start costs one KV read. A failed read is not
 * cached: the next request tries again instead of leaving the isolate without words.
 * Each language's dictionary is its own KV value (`words.dawg` for English, then
 * `words-de.dawg`, …: src/lang/), beside how the language writes its words (a display
 * map) and, for English, a list of proper nouns that tables may allow.
 *
 * Solving: `solve` gives every word on a board with its path and SCOWL size, the step
 * every board deal (a table's round, an arena round, the day's board) takes.
 * Judging: `flag` runs the solver flag (src/game/fair-play.ts) over one list of entries,
 * each word levelled by this dictionary; `pacedMarks` gives what one round leaves for the
 * paced-solver rule (src/game/paced-solver.ts), which judges a player over rounds.
 */
import { Dawg } from "../dict/dawg.ts";
import { DisplayMap, DisplayMapError } from "../dict/display-map.ts";
import { solveBoard } from "../dict/solver.ts";
import { solverSignals, type FairPlayVerdict } from "../game/fair-play.ts";
import { roundMarks, type RoundMarks } from "../game/paced-solver.ts";
import type { GameDictionary } from "../game/match-state.ts";
import type { Lexicon } from "../game/rules.ts";
import { displayKey, languageRules } from "../lang/languages.ts";
import type { Language } from "../protocol/values.ts";

/** The KV key the English dictionary is stored under. */
export const DICT_KEY = "words.dawg";

/** The KV key of the proper-noun list (dict/proper-nouns.ts), read only by tables that allow them. */
export const PROPER_KEY = "proper.dawg";

/** The KV key of a language's dictionary. */
export function dictionaryKey(language: Language): string {
  return languageRules(language).dictionaryKey;
}

/** Thrown when KV has no dictionary: the operator has not uploaded one. */
export class DictionaryMissingError extends Error {
  readonly code = "dictionary_missing";
  constructor(readonly key: string = DICT_KEY) {
    super(`No dictionary in KV under "${key}": run \`npm run dict\` (\`npm run dict:lang\` for de, fr, es) and upload dict/build/${key}`);
  }
}

/** A word on a board, with its path and its SCOWL size (10 = most common … 70 = rarest). */
export interface LevelledWord {
  word: string;
  path: number[];
  level: number;
}

/** One list the solver flag judges: accepted words with the server time each arrived. */
export interface FlagList {
  entries: readonly { word: string; at: number }[];
  /** Words on the board. */
  boardWords: number;
  /** The time the player had. */
  roundMs: number;
  startedAt: number;
}

/** A language's dictionary, as every place that checks words uses it. */
export interface WordDesk extends GameDictionary {
  readonly language: Language;
  /** The DAWG itself (its size for the health check). */
  readonly dawg: Dawg;
  /** Every word on `cells` of at least `minLength` letters, with its path and SCOWL size, sorted by word. */
  solveLevelled(cells: readonly string[], minLength: number): LevelledWord[];
  /** The solver flag's verdict on one list, each word levelled by this dictionary. */
  flag(list: FlagList): FairPlayVerdict;
  /** The paced-solver rule's marker for a board (solved once): a player's accepted words and points → their round's marks. */
  pacedMarks(cells: readonly string[], minLength: number): (words: readonly string[], points: number) => RoundMarks;
}

const desks = new WeakMap<Dawg, WordDesk>();

/** The desk of `dawg` (in `language`, with `display`, its written forms, when there is one); one per DAWG. */
export function deskOf(dawg: Dawg, language: Language, display: DisplayMap | null = null): WordDesk {
  let desk = desks.get(dawg);
  if (!desk) {
    desk = {
      language, dawg,
      has: (word) => dawg.has(word),
      levelOf: (word) => dawg.levelOf(word),
      solve: (cells, minLength) => solveBoard(dawg, cells, minLength),
      solveLevelled: (cells, minLength) => solveBoard(dawg, cells, minLength).map((w) => ({ word: w.word, path: w.path, level: dawg.levelOf(w.word) })),
      flag: (list) => solverSignals({
        entries: list.entries.map((e) => ({ word: e.word, at: e.at, level: dawg.levelOf(e.word) })),
        boardWords: list.boardWords, roundMs: list.roundMs, startedAt: list.startedAt,
      }),
      pacedMarks: (cells, minLength) => {
        const solution = solveBoard(dawg, cells, minLength).map((w) => ({ word: w.word, level: dawg.levelOf(w.word) }));
        return (words, points) => roundMarks(words, solution, points);
      },
      ...(display ? { writtenAs: (word: string) => display.writtenAs(word) } : {}),
    };
    desks.set(dawg, desk);
  }
  return desk;
}

/**
 * The desk of `language`, its dictionary read from KV on first use in this isolate
 * (DictionaryMissingError if none was uploaded). The written forms are for show: a KV
 * read of them that fails leaves the words folded, never a table without words.
 */
export async function wordDesk(kv: KVNamespace, language: Language = "en"): Promise<WordDesk> {
  const [dawg, display] = await Promise.all([loadDictionary(kv, language), loadDisplayMap(kv, language).catch(() => null)]);
  return deskOf(dawg, language, display);
}

/**
 * For the health check: whether KV itself still holds the English dictionary (the isolate
 * may hold a copy loaded before the key went missing), and the size of the one in use.
 * Throws DictionaryMissingError when KV has none.
 */
export async function probeDictionary(kv: KVNamespace): Promise<{ words: number; bytes: number }> {
  const stored = await kv.get(DICT_KEY, "stream");
  if (!stored) throw new DictionaryMissingError();
  await stored.cancel();
  const dawg = await loadDictionary(kv, "en");
  return { words: dawg.wordCount, bytes: dawg.byteLength };
}

const loading = new Map<Language, Promise<Dawg>>();
const loadingDisplay = new Map<Language, Promise<DisplayMap | null>>();
let loadingProper: Promise<Dawg | null> | null = null;

/** The isolate's DAWG of `language`, loaded from KV on first use. */
function loadDictionary(kv: KVNamespace, language: Language): Promise<Dawg> {
  let pending = loading.get(language);
  if (!pending) {
    const key = dictionaryKey(language);
    pending = (async () => {
      const buf = await kv.get(key, "arrayBuffer");
      if (!buf) throw new DictionaryMissingError(key);
      return Dawg.load(buf);
    })().catch((err: unknown) => {
      loading.delete(language);
      throw err;
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * How `language` writes its words (src/dict/display-map.ts: élève for eleve), from KV under
 * `words-<language>.display` on first use in this isolate, read against its dictionary.
 * Null when none was uploaded (English needs none: it writes its words as the board spells
 * them) or when the one uploaded is damaged or another list's (a dictionary uploaded
 * without its map): a review then shows the folded words, and the game goes on. A read
 * that fails is not cached.
 */
export function loadDisplayMap(kv: KVNamespace, language: Language): Promise<DisplayMap | null> {
  let pending = loadingDisplay.get(language);
  if (!pending) {
    pending = (async () => {
      const [text, dawg] = await Promise.all([kv.get(displayKey(language), "text"), loadDictionary(kv, language)]);
      if (text === null) return null;
      try {
        return DisplayMap.parse(text, dawg);
      } catch (err) {
        if (!(err instanceof DisplayMapError)) throw err;
        console.error(JSON.stringify({ event: "display_map_refused", level: "error", key: displayKey(language), error: err.message }));
        return null;
      }
    })().catch((err: unknown) => {
      loadingDisplay.delete(language);
      throw err;
    });
    loadingDisplay.set(language, pending);
  }
  return pending;
}

/** The isolate's proper-noun list, loaded from KV on first use; null if none was uploaded (or it cannot be read now). */
export function properNouns(kv: KVNamespace): Promise<Lexicon | null> {
  loadingProper ??= (async () => {
    const buf = await kv.get(PROPER_KEY, "arrayBuffer");
    if (!buf) {
      loadingProper = null; // not cached: an operator may upload it later
      return null;
    }
    return Dawg.load(buf);
  })().catch((err: unknown) => {
    loadingProper = null;
    throw err;
  });
  return loadingProper.catch(() => null);
}
