/**
 * After the day's try: points, words and longest word, the place and the share of
 * today's players beaten so far, a share text with no spoilers, today's leaderboard,
 * the board with the player's words, the words they missed and (once the day is over)
 * the words only they found. A practice try's figures show above the scored result.
 * Until the board's day is over the page hands out nothing of the board (no code, no
 * link, no "Play this board"), so nobody practises it before their own scored try; the
 * player's own practice replay stays. A past day's result shows them.
 */
import { LazyCoachNote } from "../coach/LazyCoach.tsx";
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { shareText } from "../../src/daily/share.ts";
import { lengthCounts } from "../../src/daily/try.ts";
import { dateOf } from "../../src/daily/calendar.ts";
import type { DailyResultResponse } from "../../src/protocol.ts";
import type { Identity } from "../ranked/identity.ts";
import { DailyLeaderboard } from "./DailyLeaderboard.tsx";
import { DailyWords, type WordSection } from "./DailyWords.tsx";
import { shareResult } from "./share.ts";
import { writtenIn } from "../solo/dictionary.ts";
import { num, t } from "../i18n/index.ts";

interface Props {
  /** The scored try's day (its result may be null: the try was never handed in in time). */
  day: DailyResultResponse;
  /** A practice try just handed in, if any. */
  practice: DailyResultResponse | null;
  identity: Identity;
  onPractice: () => void;
  onYesterday: () => void;
  /** Today's date (UTC, "YYYY-MM-DD"), as the server gave it; the device's otherwise. */
  today?: string;
}

/** The daily result page. */
export function DailyResult({ day, practice, identity, onPractice, onYesterday, today = dateOf(Date.now()) }: Props) {
  const shared = useSignal<string | null>(null);
  const boardsDay = (practice ?? day).date;
  const dayOver = boardsDay < today;
  const r = day.result;
  const text = r && !day.practice
    ? shareText({
      number: day.number, points: r.points, words: r.words.length, longest: r.longest.length, streak: day.streak,
      lengths: lengthCounts(r.words.map((w) => w.word)), url: `${location.origin}/daily`, language: day.language,
    })
    : null;
  const share = async () => {
    if (!text) return;
    const how = await shareResult(text);
    shared.value = how === "shared" ? t("daily.share.shared") : how === "copied" ? t("daily.share.copied") : t("daily.share.byHand");
  };
  const shown = practice ?? day;
  // Words as the board's language writes them (élève); its dictionary is loaded for the try.
  const written = writtenIn(day.language);
  const as = (word: string) => (written(word) !== word ? { written: written(word) } : {});
  const sections: WordSection[] = [];
  if (shown.result) {
    sections.push({
      id: "you", title: practice ? t("daily.words.practice") : t("words.title"), aside: t("common.pts", { n: shown.result.points }),
      words: shown.result.words.map((w) => ({ word: w.word, ...as(w.word), path: w.path, note: <span class="pts">{t("common.gained", { n: w.points })}</span> })),
      empty: t("review.noWords"),
    });
  }
  if (shown.missed) {
    sections.push({
      id: "missed", title: t("daily.words.missed"), words: shown.missed.map((w) => ({ word: w.word, ...as(w.word), path: w.path, rare: w.rare === true })),
      empty: t("daily.words.missed.none"),
    });
  }
  if (day.unique && r) {
    const paths = new Map(r.words.map((w) => [w.word, w.path]));
    sections.push({
      id: "unique", title: t("daily.words.unique"), words: day.unique.map((w) => ({ word: w, ...as(w), path: paths.get(w) ?? [] })),
      empty: t("daily.words.unique.none"),
    });
  }

  return (
    <div class="daily-result">
      {practice?.result && (
        <section class="card daily-practice" aria-labelledby="daily-practice-title">
          <h2 id="daily-practice-title">{t("daily.practice.title", { n: practice.result.points })}</h2>
          <p class="muted small">{t("daily.practice.body", { n: practice.result.words.length })}</p>
        </section>
      )}
      <section class="card finale" aria-labelledby="daily-result-title">
        <h1 id="daily-result-title">{t("daily.title", { n: day.number })}</h1>
        {r ? (
          <>
            <dl class="figures">
              <Figure label={t("standings.points")} value={num(r.points)} />
              <Figure label={t("metrics.words")} value={num(r.words.length)} />
              <Figure label={t("daily.longestWord")} value={r.longest ? written(r.longest).toUpperCase() : t("common.none")} />
            </dl>
            <p class="daily-place">
              {day.place !== null
                ? t("daily.place", { place: day.place, total: day.total, percentile: day.total > 1 ? day.percentile : null })
                : ""}
              {day.streak > 0 && <span> 🔥 {t("daily.streak.sentence", { n: day.streak })}</span>}
            </p>
          </>
        ) : (
          <p>{t("daily.noResult")}</p>
        )}
        <div class="actions center">
          {text && (
            <button type="button" class="primary big" onClick={() => void share()}>
              {t("daily.share")}
            </button>
          )}
          <button type="button" onClick={onPractice}>
            {t("daily.again")}
          </button>
          <button type="button" onClick={onYesterday}>
            {t("daily.yesterday")}
          </button>
        </div>
        {shared.value && <p class="small" role="status">{shared.value}</p>}
        {text && (
          <pre class="share-text" aria-label={t("daily.share.label")}>
            {text}
          </pre>
        )}
      </section>
      {r && <LazyCoachNote mode="daily" />}
      {!day.practice && <DailyLeaderboard day={day} me={identity} />}
      {(shown.cells ?? day.cells) && (
        <DailyWords shareBoard={dayOver} language={day.language} cells={(shown.cells ?? day.cells)!} sections={sections} theirs={r ? [{ name: t("daily.theirName", { name: identity.name || t("common.youCap"), n: day.number }), score: r.points }] : []} />
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div class="figure">
      <dt>{label}</dt>
      <dd>
        <span class="figure-value">{value}</span>
      </dd>
    </div>
  );
}
