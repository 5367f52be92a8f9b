/**
 * `npm run dict:lang [-- de fr …]` — build the dictionaries of every language but English
 * (dict/<language>/source.ts, dict/language-build.ts) into dict/build/words-<language>.dawg,
 * with words-<language>.txt (for people), words-<language>.json (what the build kept and
 * dropped, the Qu figure, the time it took) and words-<language>.LICENSE.txt (its sources'
 * notices, dict/<language>/NOTICE.md and LICENSE, to ship wherever the list goes).
 * dict/ensure.ts runs it when they are missing or stale, so `npm start` and `npm test`
 * have them.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { encodeDisplayMap } from "../src/dict/display-map.ts";
import { displayForms, writtenRanks } from "./display-forms.ts";
import { buildDawg, normaliseEntries } from "../src/dict/build-dawg.ts";
import { Dawg } from "../src/dict/dawg.ts";
import { displayKey, languageRules } from "../src/lang/languages.ts";
import { GERMAN_SOURCE } from "./de/source.ts";
import { SPANISH_SOURCE } from "./es/source.ts";
import { FRENCH_SOURCE } from "./fr/source.ts";
import { ITALIAN_SOURCE } from "./it/source.ts";
import { PORTUGUESE_SOURCE } from "./pt/source.ts";
import { DUTCH_SOURCE } from "./nl/source.ts";
import { RUSSIAN_SOURCE } from "./ru/source.ts";
import { SWEDISH_SOURCE } from "./sv/source.ts";
import { languageEntries, type LanguageSource, type LanguageStats } from "./language-build.ts";
import { DEFAULT_OUT_DIR, REPO_ROOT } from "./sources.ts";

/** The languages built from npm Hunspell dictionaries (English is dict/build.ts). */
export const BUILT_LANGUAGES = ["de", "fr", "es", "it", "nl", "pt", "sv", "ru"] as const;
export type BuiltLanguage = (typeof BUILT_LANGUAGES)[number];

export const LANGUAGE_SOURCES: Readonly<Record<BuiltLanguage, LanguageSource>> = {
  de: GERMAN_SOURCE, fr: FRENCH_SOURCE, es: SPANISH_SOURCE, it: ITALIAN_SOURCE, nl: DUTCH_SOURCE, pt: PORTUGUESE_SOURCE, sv: SWEDISH_SOURCE, ru: RUSSIAN_SOURCE,
};

/** dict/build/words-<language>.dawg (the file name is the language's KV key). */
export function languageDawgPath(language: BuiltLanguage, outDir = DEFAULT_OUT_DIR): string {
  return resolve(outDir, languageRules(language).dictionaryKey);
}

/** dict/build/words-<language>.display: how the language writes the words (src/dict/display-map.ts), its KV key too. */
export function languageDisplayPath(language: BuiltLanguage, outDir = DEFAULT_OUT_DIR): string {
  return resolve(outDir, displayKey(language));
}

/**
 * About how long each language takes to build, in seconds on one core (measured 2026-12-04:
 * the Hunspell expansion is most of it): how `shareLanguages` balances a fresh build.
 */
export const BUILD_SECONDS: Readonly<Record<BuiltLanguage, number>> = { pt: 25, ru: 24, sv: 12, it: 11, es: 7, de: 7, nl: 6, fr: 5 };

/**
 * `languages` in at most `jobs` groups of about equal building time, one per process: the
 * longest first, each onto the group with the least so far. A fresh clone builds eight
 * languages; one after another they kept one core of two idle for 96 s.
 */
export function shareLanguages(languages: readonly BuiltLanguage[], jobs: number): BuiltLanguage[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(jobs, languages.length)) }, () => ({ seconds: 0, languages: [] as BuiltLanguage[] }));
  for (const language of [...languages].sort((a, b) => BUILD_SECONDS[b] - BUILD_SECONDS[a])) {
    const least = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.languages.push(language);
    least.seconds += BUILD_SECONDS[language];
  }
  return groups.map((g) => g.languages).filter((g) => g.length > 0);
}

/** What dict/build/words-<language>.json records. */
export interface LanguageBuildReport extends LanguageStats {
  dawgBytes: number;
  bytesPerWord: number;
  nodes: number;
  edges: number;
  expandMs: number;
  dawgMs: number;
  /** Words written otherwise than folded (élève, Häuser), and their map's size as built and gzipped. */
  writtenOtherwise: number;
  displayBytes: number;
  displayGzipBytes: number;
}

/** Build one language's files; returns the report written beside them. */
export async function writeLanguage(language: BuiltLanguage, outDir = DEFAULT_OUT_DIR): Promise<LanguageBuildReport> {
  const started = performance.now();
  const { entries, stats, writtenForms } = await languageEntries(LANGUAGE_SOURCES[language]);
  const expanded = performance.now();
  const bytes = buildDawg(entries);
  const dawg = Dawg.load(bytes);
  const written = displayForms(writtenForms, writtenRanks(LANGUAGE_SOURCES[language].frequencyLists));
  const byIndex = new Map([...written].map(([folded, form]) => [dawg.indexOf(folded), { folded, written: form }]));
  const display = encodeDisplayMap(dawg.wordCount, byIndex);
  const report: LanguageBuildReport = {
    ...stats,
    dawgBytes: bytes.length,
    bytesPerWord: Number((bytes.length / dawg.wordCount).toFixed(3)),
    nodes: dawg.nodeCount,
    edges: dawg.edgeCount,
    expandMs: Math.round(expanded - started),
    dawgMs: Math.round(performance.now() - expanded),
    writtenOtherwise: written.size,
    displayBytes: Buffer.byteLength(display),
    displayGzipBytes: gzipSync(display, { level: 9 }).length,
  };
  mkdirSync(outDir, { recursive: true });
  const dawgFile = languageDawgPath(language, outDir);
  writeFileSync(dawgFile, bytes);
  writeFileSync(languageDisplayPath(language, outDir), display);
  writeFileSync(dawgFile.replace(/\.dawg$/, ".txt"), normaliseEntries(entries).map((e) => e.word).join("\n") + "\n");
  writeFileSync(dawgFile.replace(/\.dawg$/, ".json"), JSON.stringify(report, null, 2) + "\n");
  const notice = (name: string) => readFileSync(resolve(REPO_ROOT, "dict", language, name), "utf8");
  writeFileSync(dawgFile.replace(/\.dawg$/, ".LICENSE.txt"), notice("NOTICE.md") + notice("LICENSE"));
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const languages = asked.length ? asked : [...BUILT_LANGUAGES];
  for (const language of languages) {
    if (!(BUILT_LANGUAGES as readonly string[]).includes(language)) {
      console.error(`dict:lang: no such language ${JSON.stringify(language)} (${BUILT_LANGUAGES.join(", ")})`);
      process.exit(2);
    }
  }
  // One process per core (BAFFLE_DICT_JOBS sets how many; each child builds its share one by one).
  const jobs = Number(process.env.BAFFLE_DICT_JOBS) || availableParallelism();
  const groups = shareLanguages(languages as BuiltLanguage[], jobs);
  if (groups.length > 1) {
    const codes = await Promise.all(
      groups.map(
        (group) =>
          new Promise<number>((done) =>
            // A larger young generation: the build makes millions of short-lived strings,
            // and with Node's default a fifth of a language's build was collecting them.
            spawn(process.execPath, [...process.execArgv, "--max-semi-space-size=32", fileURLToPath(import.meta.url), ...group], {
              stdio: "inherit",
              env: { ...process.env, BAFFLE_DICT_JOBS: "1" },
            })
              .on("error", (err) => (console.error(`dict:lang: ${err.message}`), done(1)))
              .on("close", (code) => done(code ?? 1)),
          ),
      ),
    );
    process.exit(codes.every((c) => c === 0) ? 0 : 1);
  }
  for (const language of languages) {
    const r = await writeLanguage(language as BuiltLanguage);
    console.log(
      `${language}: ${r.words} words (${r.nameFamilies} name and ${r.abbreviationFamilies} abbreviation entries out), ` +
        `${r.dawgBytes} bytes (${r.bytesPerWord} bytes/word) → ${languageDawgPath(language as BuiltLanguage)} ` +
        `in ${((r.expandMs + r.dawgMs) / 1000).toFixed(1)} s; q followed by u ${r.qu} of ${r.q}; ` +
        `${r.writtenOtherwise} words written otherwise, display map ${r.displayBytes} bytes (${r.displayGzipBytes} gzipped)`,
    );
  }
}
