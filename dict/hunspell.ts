/**
 * Expands a Hunspell dictionary (an npm `dictionary-*` package's index.aff and index.dic)
 * into its word families with the npm package `hunspell-reader` (Node only: reads files).
 *
 * A family is one .dic entry — a stem and its affix flags — with every form its affixes
 * make: "hablar" gives hablamos, hablaré…; "Haus" gives Hauses, Häuser, Häusern. Keeping
 * the family together is what lets the build decide a name or an abbreviation once per
 * entry, and give every form of a word the level of its commonest form.
 *
 * Forms Hunspell allows only inside compounds (German "Erprobungs", "-haus-"), stems that
 * need an affix and forbidden forms are left out: on their own they are not words. Affix rules whose affix has an apostrophe (French
 * elision: l'homme, qu'il) can be dropped before expansion: they only make forms the game
 * leaves out anyway, and expanding them is most of the French build's time.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HunspellReader } from "hunspell-reader";

/** One .dic entry: its stem, its flags, and the forms it stands for (as Hunspell writes them). */
export interface HunspellFamily {
  stem: string;
  flags: string;
  forms: string[];
  /** Whether the entry carries the .aff's KEEPCASE flag (Dutch dvd, French mol: lower-case acronyms and units). */
  keepCase?: boolean;
}

/** The .dic entry's stem and flags ("Haus/Tpmij" → "Haus", "Tpmij"). */
export function splitEntry(line: string): { stem: string; flags: string } {
  const slash = line.search(/(?<!\\)\//);
  const stem = (slash < 0 ? line : line.slice(0, slash)).replace(/\\\//g, "/");
  const flags = slash < 0 ? "" : line.slice(slash + 1).split(/\s/)[0]!;
  return { stem, flags };
}

/** What an affix rule does besides adding its affix: the letters it strips and its condition. */
export interface AffixRule {
  kind: "PFX" | "SFX";
  strip: string;
  condition: string;
}

/**
 * The .aff text without the PFX/SFX rules whose added affix `drop` matches (their block
 * headers' counts corrected; a block left empty goes altogether).
 */
export function filterAffixRules(aff: string, drop: (affix: string, rule: AffixRule) => boolean): string {
  const lines = aff.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^(PFX|SFX)\s+(\S+)\s+([YN])\s+(\d+)\s*$/.exec(lines[i]!);
    if (!head) {
      out.push(lines[i]!);
      continue;
    }
    const n = Number(head[4]);
    const kept = lines.slice(i + 1, i + 1 + n).filter((rule) => {
      const fields = rule.trim().split(/\s+/);
      const add = fields[3] ?? "";
      const strip = fields[2] === "0" ? "" : (fields[2] ?? "");
      return !drop(add.split("/")[0]!, { kind: head[1] as "PFX" | "SFX", strip, condition: fields[4] ?? "." });
    });
    if (kept.length) out.push(`${head[1]} ${head[2]} ${head[3]} ${kept.length}`, ...kept);
    i += n;
  }
  return out.join("\n");
}

/**
 * Every family of the Hunspell dictionary in `packageDir` (index.aff, index.dic). With
 * `dropAffix`, affix rules adding an affix it matches are removed first; the filtered
 * .aff is written to `scratchDir` for the reader.
 */
export async function readHunspell(
  packageDir: string,
  scratchDir: string,
  dropAffix?: (affix: string, rule: AffixRule) => boolean,
): Promise<HunspellFamily[]> {
  let affFile = join(packageDir, "index.aff");
  if (dropAffix) {
    mkdirSync(scratchDir, { recursive: true });
    const filtered = join(scratchDir, "index.aff");
    writeFileSync(filtered, filterAffixRules(readFileSync(affFile, "utf8"), dropAffix));
    affFile = filtered;
  }
  const reader = await HunspellReader.createFromFiles(affFile, join(packageDir, "index.dic"));
  const families: HunspellFamily[] = [];
  for (const group of reader.seqTransformDictionaryEntries()) {
    if (group.length === 0) continue;
    const { stem, flags } = splitEntry(group[0]!.dic);
    const forms = new Set<string>();
    for (const w of group) {
      const f = w.flags;
      if (!f.isOnlyAllowedInCompound && !f.isNeedAffix && !f.isForbiddenWord) forms.add(w.word);
    }
    families.push({ stem, flags, forms: [...forms], keepCase: group[0]!.flags.isKeepCase === true });
  }
  return families;
}

/** The stems of a .dic file without expanding it (the first field of each entry line). */
export function dicStems(dicText: string): string[] {
  return dicText.split("\n").slice(1).map((l) => splitEntry(l.trim()).stem).filter(Boolean);
}
