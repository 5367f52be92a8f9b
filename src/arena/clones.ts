/**
 * Results that are one person's: near-identical word lists entered from one address (or
 * one device) in one round count once on every public list. Eight identities fed the same
 * solver output from one machine are one player with eight names; the lists (the top,
 * the best-of boards built from it, the best words' finders, the link preview) show the
 * first of them and hold the others off. The held players keep their points and their
 * place (the histogram still counts them); only the public lists leave them out.
 *
 * Shards do not see each other's players, so each entry a shard sends for the lists
 * carries what the comparison needs and nothing a list shows: a tag of the address it
 * played from (a hash, never the address) and a bottom-k signature of its word set (the
 * smallest hashes of its words: exact for a list of up to 64 words, an estimate of the
 * Jaccard similarity beyond) with the order its words were entered in. The coordinator
 * compares entries with the same tag in list order, and drops tags and signatures before
 * anything is stored or shown. Pure.
 *
 * Two lists count as one only when they hold nearly the same words AND were entered in
 * nearly the same order: people behind one address (a class, an office) who know the
 * same words still find them in their own order, as their eyes trace the board; copies
 * of one solver's output do not. A copier who shuffles the order is left to the
 * paced-solver rule (src/game/paced-solver.ts), which judges each player over rounds.
 */
import type { ArenaEntry } from "./top-lists.ts";

/** Word hashes kept in a list's signature: lists up to this long are compared exactly. */
export const SIGNATURE_SIZE = 64;
/** Lists this similar (share of words in common, Jaccard) from one address count once. */
const CLONE_SIMILARITY = 0.9;
/** Shorter lists are never held: a few common words are what many honest players find. */
const MIN_CLONE_WORDS = 6;
/** …and only when their shared words were entered in nearly the same order (share of pairs in the same order). */
const ORDER_AGREEMENT = 0.85;

/** An entry as a shard sends it for the lists: with its address tag and word-list signature. */
export interface TaggedEntry extends ArenaEntry {
  tag: string;
  sig: number[];
  /** For each hash of `sig`, where its word came in the player's entries (0 first); absent: order unknown, not compared. */
  ord?: number[];
}

/** 32-bit FNV-1a of a string, from `seed`. */
function fnv32(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A short tag for an address (or a device): equal for equal keys, not the address itself. */
export function addressTag(key: string): string {
  return `${fnv32(key, 0).toString(36)}.${fnv32(key, 0x5bd1e995).toString(36)}`;
}

/** A word list's signature: the smallest `SIGNATURE_SIZE` hashes of its words, ascending (a bottom-k sketch). */
export function listSignature(words: Iterable<string>): number[] {
  return [...new Set([...words].map((w) => fnv32(w, 0x9e3779b1)))].sort((a, b) => a - b).slice(0, SIGNATURE_SIZE);
}

/** For each hash of `sig` (a list's signature), the position of its word's first entry in `words` (in entry order). */
export function orderSignature(words: readonly string[], sig: readonly number[]): number[] {
  const first = new Map<number, number>();
  words.forEach((w, i) => {
    const h = fnv32(w, 0x9e3779b1);
    if (!first.has(h)) first.set(h, i);
  });
  return sig.map((h) => first.get(h) ?? -1);
}

/**
 * How alike two lists' entry orders are over the words they share: the share of pairs of
 * shared words entered in the same order in both (1: the same order, about ½: unrelated,
 * 0: reversed). With fewer than two shared words, or without an order, 1 (nothing tells them apart).
 */
export function orderAgreement(aSig: readonly number[], aOrd: readonly number[] | undefined, bSig: readonly number[], bOrd: readonly number[] | undefined): number {
  if (!aOrd || !bOrd) return 1;
  const inB = new Map<number, number>();
  bSig.forEach((h, i) => inB.set(h, bOrd[i]!));
  const pairs: [number, number][] = [];
  aSig.forEach((h, i) => {
    const b = inB.get(h);
    if (b !== undefined && b >= 0 && aOrd[i]! >= 0) pairs.push([aOrd[i]!, b]);
  });
  let same = 0;
  let all = 0;
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      all++;
      if (Math.sign(pairs[i]![0] - pairs[j]![0]) === Math.sign(pairs[i]![1] - pairs[j]![1])) same++;
    }
  }
  return all === 0 ? 1 : same / all;
}

/** Whether `e` copies `k`: near-identical words, entered in near-identical order. */
function copies(k: TaggedEntry, e: TaggedEntry): number | null {
  const s = similarity(k.sig, e.sig);
  return s >= CLONE_SIMILARITY && orderAgreement(k.sig, k.ord, e.sig, e.ord) >= ORDER_AGREEMENT ? s : null;
}

/**
 * The share of words two lists have in common (Jaccard, 0 … 1): exact for lists within
 * the signature's size, estimated from the smallest hashes of their union beyond it.
 */
export function similarity(a: readonly number[], b: readonly number[]): number {
  const inA = new Set(a);
  const inB = new Set(b);
  const union = [...new Set([...a, ...b])].sort((x, y) => x - y).slice(0, SIGNATURE_SIZE);
  if (union.length === 0) return 0;
  let both = 0;
  for (const h of union) if (inA.has(h) && inB.has(h)) both++;
  return both / union.length;
}

/** A clone held off the lists: who, and whose list (kept) it copies. */
export interface HeldClone {
  playerId: string;
  like: string;
  similarity: number;
}

/**
 * Entries in list order, with every clone left out: an entry whose list is near-identical,
 * in words and in order, to an entry kept before it from the same tag. Returns the kept entries (tag and
 * signature dropped) and the held ones.
 */
export function holdClones(sorted: readonly TaggedEntry[]): { kept: ArenaEntry[]; held: HeldClone[] } {
  const keptByTag = new Map<string, TaggedEntry[]>();
  const kept: ArenaEntry[] = [];
  const held: HeldClone[] = [];
  for (const e of sorted) {
    const same = keptByTag.get(e.tag) ?? [];
    const twin = e.words < MIN_CLONE_WORDS ? undefined : same.map((k) => ({ k, s: copies(k, e) })).find(({ s }) => s !== null);
    if (twin) {
      held.push({ playerId: e.playerId, like: twin.k.playerId, similarity: twin.s! });
      continue;
    }
    same.push(e);
    keptByTag.set(e.tag, same);
    const { tag: _tag, sig: _sig, ord: _ord, ...entry } = e;
    kept.push(entry);
  }
  return { kept, held };
}
