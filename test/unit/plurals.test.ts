/**
 * Issue 33, item 13: a count is written in the form its language gives it. Every message
 * that English writes with plural forms (it calls `plural`) is, in every catalogue, a
 * text whose words change where `Intl.PluralRules` says the language's form changes:
 * the counts 0, 1, 2 and 5 are put through each, so "1 schauen zu" (German's plural
 * verb after one) cannot come back. A few words do not change in a language ("1 ord",
 * "5 ord" in Swedish): they are listed below, by language, with the reason.
 */
import { afterEach, expect, test } from "vitest";
import { addCatalogue, locale, LOCALES, type Catalogue, type Locale } from "../../client/i18n/index.ts";
import en from "../../client/i18n/messages/en.ts";
import enPages from "../../client/i18n/messages/en-pages.ts";
import enAfterRound from "../../client/i18n/messages/en-after-round.ts";
import de from "../../client/i18n/messages/de.ts";
import fr from "../../client/i18n/messages/fr.ts";
import es from "../../client/i18n/messages/es.ts";
import it from "../../client/i18n/messages/it.ts";
import nl from "../../client/i18n/messages/nl.ts";
import pt from "../../client/i18n/messages/pt.ts";
import sv from "../../client/i18n/messages/sv.ts";
import ru from "../../client/i18n/messages/ru.ts";
import { intlTag } from "../../client/i18n/locale.ts";

const CATALOGUES: Record<Locale, Catalogue> = { en: { ...en, ...enPages, ...enAfterRound }, de, fr, es, it, nl, pt, sv, ru };
const COUNTS = [0, 1, 2, 5];

/** Messages whose counted word reads the same in every form of that language. */
const SAME_IN_EVERY_FORM: Partial<Record<Locale, readonly string[]>> = {
  // "1 watching", "1 playing", "1 online"; "1 of 4 players ready" counts the 4.
  en: ["round.watchers", "arena.live.playing", "arena.live.online", "review.readyCount"],
  // "P." stands for Punkt and Punkte; "Spieler" is one and many; "1 von 4 Spielern" counts the 4.
  de: ["common.pts", "metrics.ptsWord", "daily.lb.soFar", "arena.round.summary", "arena.live.online", "review.readyCount", "kitchen.referee.trayLength"],
  fr: ["arena.live.online"],
  // A gerund: "1 mirando", "5 mirando".
  es: ["round.watchers", "arena.live.online"],
  // "pt" is one and many; "round", a loanword, does not change.
  it: [
    "common.pts", "metrics.ptsWord", "settings.summary.rounds", "rules.matchEnds.afterRounds", "notice.rounds", "arena.live.online",
    "kitchen.sheet.ofShakes", "kitchen.notice.shakes", "kitchen.history.won", "kitchen.error.below_played", "leaders.about.arena",
  ],
  nl: ["common.pts", "metrics.ptsWord", "review.readyCount", "arena.live.online"],
  // Gerunds ("1 assistindo", "1 jogando"); "1 de 4 jogadores prontos" counts the 4.
  pt: ["round.watchers", "review.readyCount", "arena.live.playing", "arena.live.online"],
  // Poäng, ord, spelare and åskådare are one and many; verbs do not change with the number.
  sv: [
    "common.points", "common.pointsWord", "common.pts", "common.words", "verdict.penalty", "verdict.gain", "notice.penalty", "round.watchers",
    "review.readyCount", "matchEnd.rematch.asks", "metrics.ptsWord", "ranked.queue.waitingPlayers", "ranked.queue.waitingAnnounced",
    "daily.lb.soFar", "daily.practice.title", "daily.practice.body", "practice.review.about", "arena.live.playing", "arena.live.online",
    "arena.results.bestWord", "arena.round.summary", "review.unfoundOf", "kitchen.referee.worth", "learn.due", "learn.progress",
    "learn.result.title", "practice.hints.startsAt", "practice.hints.cost", "friends.dailyResult", "leaders.hall.points", "leaders.hall.best",
    "team.goal", "team.nextStar", "review.team.short",
  ],
  // "очк." stands for every form; "Готовы: 1 из 4" counts the 4.
  // "За 1 · Против 5": a tally's labels, not a phrase. A number after a colon or a bare
  // "Найдено 2 из 5" agrees with nothing.
  ru: [
    "common.pts", "metrics.ptsWord", "review.readyCount", "arena.live.online", "house.vote.tally", "learn.drill.note", "learn.result.title",
    "me.chart.points.summary", "me.chart.words.summary",
  ],
};

afterEach(() => {
  locale.value = "en";
});

type Message = (p: unknown) => string;
/** Every parameter of a message is the count (a Number object reads as a number and as text). */
const withCount = (n: number) => new Proxy({}, { get: () => Object(n) as number });

/**
 * Counts that some language must agree with although English may not (a verb: "1 watching",
 * German "1 schaut zu", "5 schauen zu"; a noun: "players ready").
 */
const AGREEING: readonly (keyof Catalogue)[] = ["round.watchers", "arena.live.playing", "arena.live.online", "timer.left", "review.readyCount"];

/** The keys whose English is written through `plural`, and those above. */
const counted = (Object.keys(CATALOGUES.en) as (keyof Catalogue)[]).filter((k) => {
  const m = CATALOGUES.en[k] as unknown;
  return AGREEING.includes(k) || (typeof m === "function" && /\bplural\)?\(/.test(String(m)));
});

test("English has counted messages to check", () => {
  expect(counted.length).toBeGreaterThan(20);
});

test.each(LOCALES)("%s: every counted message changes its words where the plural form changes, for 0, 1, 2 and 5", (lang) => {
  if (lang !== "en") addCatalogue(lang, CATALOGUES[lang]);
  locale.value = lang;
  const rules = new Intl.PluralRules(intlTag());
  const wrong: string[] = [];
  for (const key of counted) {
    if (SAME_IN_EVERY_FORM[lang]?.includes(key)) continue;
    const message = CATALOGUES[lang][key] as unknown as Message;
    let texts: string[];
    try {
      // The count's digits are taken out: what is left is the words around it.
      texts = COUNTS.map((n) => message(withCount(n)).replace(new RegExp(`(?<!\\d)${n}(?!\\d)`, "g"), "#"));
    } catch {
      continue; // takes a list or an object besides its count: checked where it is used
    }
    for (const [i, a] of COUNTS.entries()) {
      for (const [j, b] of COUNTS.entries()) {
        if (j <= i) continue;
        const [fa, fb] = [rules.select(a), rules.select(b)];
        const differentForm = fa !== fb;
        // One against many must read differently; Russian's few and many may agree (after "после" both are genitive plural).
        if (differentForm && (fa === "one" || fb === "one") && texts[i] === texts[j]) wrong.push(`${key}: "${texts[i]}" for ${a} and ${b}`);
        // Zero may be written its own way ("0 pontos" in Brazil, where Intl files 0 with 1).
        if (!differentForm && a !== 0 && texts[i] !== texts[j]) wrong.push(`${key}: "${texts[i]}" for ${a} but "${texts[j]}" for ${b}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
