/**
 * After the day's try: points, words and longest word, the place and the share of
 * today's players beaten so far, a share text with no spoilers, today's leaderboard,
 * the board with the player's words, the words they missed and (once the day is over)
 * the words only they found. A practice try's figures show above the scored result.
 */
import { useSignal } from "@preact/signals";
import { shareText } from "../../src/daily/share.ts";
import { lengthCounts } from "../../src/daily/try.ts";
import type { DailyResultResponse } from "../../src/protocol.ts";
import type { Identity } from "../ranked/identity.ts";
import { DailyLeaderboard } from "./DailyLeaderboard.tsx";
import { DailyWords, type WordSection } from "./DailyWords.tsx";
import { shareResult } from "./share.ts";

interface Props {
  /** The scored try's day (its result may be null: the try was never handed in in time). */
  day: DailyResultResponse;
  /** A practice try just handed in, if any. */
  practice: DailyResultResponse | null;
  identity: Identity;
  onPractice: () => void;
  onYesterday: () => void;
}

/** The daily result page. */
export function DailyResult({ day, practice, identity, onPractice, onYesterday }: Props) {
  const shared = useSignal<string | null>(null);
  const r = day.result;
  const text = r && !day.practice
    ? shareText({
      number: day.number, points: r.points, words: r.words.length, longest: r.longest.length, streak: day.streak,
      lengths: lengthCounts(r.words.map((w) => w.word)), url: `${location.origin}/daily`,
    })
    : null;
  const share = async () => {
    if (!text) return;
    const how = await shareResult(text);
    shared.value = how === "shared" ? "Shared." : how === "copied" ? "Copied: paste it anywhere." : "Copy the text below by hand.";
  };
  const shown = practice ?? day;
  const sections: WordSection[] = [];
  if (shown.result) {
    sections.push({
      id: "you", title: practice ? "Your words (practice)" : "Your words", aside: `${shown.result.points} pts`,
      words: shown.result.words.map((w) => ({ word: w.word, path: w.path, note: <span class="pts">+{w.points}</span> })),
      empty: "No words",
    });
  }
  if (shown.missed) {
    sections.push({
      id: "missed", title: "Words you missed", words: shown.missed.map((w) => ({ word: w.word, path: w.path, rare: w.rare === true })),
      empty: "None: you found them all",
    });
  }
  if (day.unique && r) {
    const paths = new Map(r.words.map((w) => [w.word, w.path]));
    sections.push({
      id: "unique", title: "Only you found", words: day.unique.map((w) => ({ word: w, path: paths.get(w) ?? [] })),
      empty: "Someone else found each of yours",
    });
  }

  return (
    <div class="daily-result">
      {practice?.result && (
        <section class="card daily-practice" aria-labelledby="daily-practice-title">
          <h2 id="daily-practice-title">Practice try: {practice.result.points} points</h2>
          <p class="muted small">{practice.result.words.length} words. Practice never changes your result for the day.</p>
        </section>
      )}
      <section class="card finale" aria-labelledby="daily-result-title">
        <h1 id="daily-result-title">Baffle #{day.number}</h1>
        {r ? (
          <>
            <dl class="figures">
              <Figure label="Points" value={String(r.points)} />
              <Figure label="Words" value={String(r.words.length)} />
              <Figure label="Longest word" value={r.longest ? r.longest.toUpperCase() : "—"} />
            </dl>
            <p class="daily-place">
              {day.place !== null
                ? `You are #${day.place} of ${day.total} today so far${day.total > 1 && day.percentile ? `, ahead of ${day.percentile}% of the others` : ""}.`
                : ""}
              {day.streak > 0 && <span> 🔥 {day.streak} {day.streak === 1 ? "day" : "days"} in a row.</span>}
            </p>
          </>
        ) : (
          <p>Your scored try today did not reach the server in time, so it has no result. You can still play the board as practice.</p>
        )}
        <div class="actions center">
          {text && (
            <button type="button" class="primary big" onClick={() => void share()}>
              Share
            </button>
          )}
          <button type="button" onClick={onPractice}>
            Play again (practice)
          </button>
          <button type="button" onClick={onYesterday}>
            Yesterday's board (practice)
          </button>
        </div>
        {shared.value && <p class="small" role="status">{shared.value}</p>}
        {text && (
          <pre class="share-text" aria-label="Share text">
            {text}
          </pre>
        )}
      </section>
      {!day.practice && <DailyLeaderboard day={day} me={identity} />}
      {(shown.cells ?? day.cells) && (
        <DailyWords cells={(shown.cells ?? day.cells)!} sections={sections} theirs={r ? [{ name: `${identity.name || "You"} (Baffle #${day.number})`, score: r.points }] : []} />
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
