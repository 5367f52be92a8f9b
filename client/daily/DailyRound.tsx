/**
 * The daily try in play: the clock from the server's signed start, "I'm done", and the
 * PlayArea tables and practice use. Every verdict comes from the rules on the device;
 * the try is saved after each word so a reload picks it up.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { PlayArea } from "../components/PlayArea.tsx";
import { Timer } from "../components/Timer.tsx";
import type { PracticeDictionary } from "../solo/practice.ts";
import type { Feedback } from "../state/session.ts";
import { reasonText } from "../state/words.ts";
import { enterDaily, saveTry, type DailyTry } from "./daily-try.ts";
import { DAILY_MIN_LENGTH } from "../../src/daily/try.ts";

/** A try's round: board, clock, entries. `onFinish` hands it in. */
export function DailyRound({ t, dict, onFinish }: { t: DailyTry; dict: PracticeDictionary; onFinish: () => void }) {
  const feedback = useSignal<Feedback | null>(null);
  const version = useSignal(0); // the try's words are edited in place

  // Time up hands the try in; the device clock is corrected by the offset measured at the start.
  useEffect(() => {
    const left = t.start.endsAt - (Date.now() + t.offset);
    const timer = setTimeout(onFinish, Math.max(0, left));
    return () => clearTimeout(timer);
  }, [t]);

  const enter = (entry: { word: string; path?: number[] } | { path: number[] }) => {
    const v = enterDaily(t, dict, entry, Date.now());
    saveTry(t);
    const id = (feedback.value?.id ?? 0) + 1;
    feedback.value = v.ok
      ? { id, at: Date.now(), word: v.word, ok: true, points: v.points, text: `+${v.points} ${v.points === 1 ? "point" : "points"}` }
      : { id, at: Date.now(), word: v.word, ok: false, text: reasonText(v.reason, DAILY_MIN_LENGTH) };
    version.value++;
  };

  return (
    <div class="round daily-round" data-words={version.value}>
      <h1 class="visually-hidden">Baffle #{t.start.number}</h1>
      <div class="round-head">
        <Timer endsAt={t.start.endsAt} totalMs={t.start.roundMs} offset={t.offset} />
        <div class="players-row">
          <span class="practice-note">
            Baffle #{t.start.number} · {t.start.scored ? "your scored try" : "practice"}
          </span>
          <button type="button" class="done-btn" onClick={onFinish}>
            I'm done
          </button>
        </div>
      </div>
      <PlayArea
        cells={t.start.cells}
        done={false}
        feedback={feedback.value}
        words={[...t.words]}
        boardWords={null}
        scoring={{ minLength: DAILY_MIN_LENGTH, table: "classic" }}
        onWord={(word, path) => enter({ word, path })}
        onPath={(path) => enter({ path })}
      />
    </div>
  );
}
