/**
 * The arena in a language other than English (src/arena/, one arena per language: issue 35),
 * inside workerd on short rounds (test/worker/vitest.config.ts): Russian, in the Cyrillic
 * alphabet, and Italian, whose accents fold. Players on two shards of the language's arena
 * get one board dealt from the language's dice, a word from the language's dictionary counts
 * (typed as a player types it: capitals, ё, an accent), an English word does not, and the
 * places come out as sorting the points gives them.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import { isSpelledIn } from "../../src/lang/languages.ts";
import type { ArenaKey, ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, identitiesOnShards } from "./arena-client.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("ru", "it");

const SHARDS = 3;

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

/** The number of the round under way when `p` joined (a fresh round is one after it). */
function joinedDuring(p: ArenaPlayer): number {
  const first = p.frames.find((f) => f.type === "arena") as Extract<ArenaServerMessage, { type: "arena" }>;
  if (!first.round) return 0;
  return first.phase === "countdown" ? first.round.number - 1 : first.round.number;
}

/** How a player might type `word`: in capitals, with the letter folding drops put back (ё for е, à for a). */
const TYPED: Record<"ru" | "it", (word: string) => string | null> = {
  ru: (w) => (w.includes("е") ? w.replace("е", "ё").toUpperCase() : null),
  it: (w) => (w.includes("a") ? w.replace("a", "à").toUpperCase() : null),
};

/** An English word no Russian or Italian board spells: its letters or its sense are not the language's. */
const ENGLISH = { ru: "tea", it: "the" } as const;

describe.each(["ru", "it"] as const)("the %s arena", (arena: ArenaKey & ("ru" | "it")) => {
  it("deals one board in the language's letters to both shards and counts the language's words, as typed", async () => {
    const [ann, bob] = await Promise.all((await identitiesOnShards(["Анна", "Bob"], SHARDS)).map((id) => ArenaPlayer.join(id, undefined, undefined, arena)));
    open.push(ann!, bob!);
    expect(ann!.shard).not.toBe(bob!.shard);
    const after = Math.max(joinedDuring(ann!), joinedDuring(bob!));
    const [a, b] = await Promise.all([ann!.playing(after), bob!.playing(after)]);
    expect(b!.board).toEqual(a!.board);
    expect(a!.round!.id).toBe(`${arena}-${a!.round!.number}`);
    for (const cell of a!.board!) expect(isSpelledIn(arena, cell.toLowerCase()), cell).toBe(true);

    const dawg = (await wordDesk(env.DICT, arena)).dawg;
    const words = solveBoard(dawg, a!.board!, 3).map((w) => w.word).sort((x, y) => y.length - x.length || (x < y ? -1 : 1)).filter((w) => w.length <= 6);
    expect(words.length).toBeGreaterThan(5);
    // Ann enters four words, Bob the first of them and one of his own.
    const annWords = words.slice(0, 4);
    const bobWords = [words[0]!, words[4]!];
    for (const w of annWords) expect(await ann!.word(w)).toMatchObject({ ok: true, word: w, points: scoreWord(w) });
    for (const w of bobWords) expect((await bob!.word(w)).ok).toBe(true);

    // Typed with capitals and the letter folding takes away: the verdict names the folded word.
    const plain = words.slice(5).find((w) => TYPED[arena](w) !== null);
    if (plain) {
      ann!.send({ type: "word", word: TYPED[arena](plain) });
      expect(await ann!.take("verdict", (v) => v.word === plain || !v.ok)).toMatchObject({ ok: true, word: plain, points: scoreWord(plain) });
      annWords.push(plain);
    }
    expect(dawg.has(ENGLISH[arena])).toBe(false);
    expect((await bob!.word(ENGLISH[arena])).ok).toBe(false);

    const points = [annWords, bobWords].map((l) => l.reduce((n, w) => n + scoreWord(w), 0));
    const [ra, rb] = await Promise.all([ann!, bob!].map((p) => p.take("results", (r) => r.results.number === a!.round!.number)));
    expect(points[0]).toBeGreaterThan(points[1]!);
    expect(ra!.you).toMatchObject({ points: points[0], place: 1 });
    expect(rb!.you).toMatchObject({ points: points[1], place: 2 });
    expect(ra!.results.players).toBe(2);
    const shared = ra!.you!.words.find((w) => w.word === words[0]);
    expect(shared).toMatchObject({ found: 2, unique: false });
  });
});
