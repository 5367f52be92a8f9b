/**
 * `npx tsx dict/lower-case-name-review.ts LANGUAGE`: the lower-case entries that
 * dict/lower-case-names.ts takes out as given names or places, with their words, for a
 * reviewer to read. An ordinary word among them goes on dict/<language>/ordinary.txt.
 */
import { resolve } from "node:path";
import { foldText } from "../src/lang/fold.ts";
import { BUILT_LANGUAGES, LANGUAGE_SOURCES, type BuiltLanguage } from "./languages.ts";
import { readHunspell } from "./hunspell.ts";
import { lowerCaseNameEvidence, lowerCaseNameReason } from "./lower-case-names.ts";
import { REPO_ROOT } from "./sources.ts";

const language = process.argv[2] as BuiltLanguage;
if (!BUILT_LANGUAGES.includes(language)) {
  console.error(`usage: npx tsx dict/lower-case-name-review.ts ${BUILT_LANGUAGES.join("|")}`);
  process.exit(2);
}
const source = LANGUAGE_SOURCES[language];
const fold = (w: string) => foldText(source.rules.folding, w);
const families = await readHunspell(
  resolve(REPO_ROOT, "node_modules", source.hunspellPackage),
  resolve(REPO_ROOT, "dict/build/scratch", language),
  source.dropAffix,
);
const evidence = lowerCaseNameEvidence(source.rules, source.lowerCaseNames, families);
const out: string[] = [];
for (const family of families) {
  const reason = lowerCaseNameReason(family, evidence, fold);
  const words = family.forms.filter((f) => !/[-'’]/.test(f) && fold(f).length >= 3);
  if (reason && words.length) out.push(`${family.stem}/${family.flags}\t${reason}\t${words.join(" ")}`);
}
console.log(out.sort().join("\n"));
console.error(`${out.length} entries with words taken out`);
