/**
 * The daily try in play: the clock from the server's signed start, "I'm done", and the
 * PlayArea tables and practice use. Every verdict comes from the rules on the device;
 * the try is saved after each word so a reload picks it up.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { findPath } from "../../src/game/paths.ts";
import { DoneButton } from "../components/DoneButton.tsx";
import { PlayArea } from "../components/PlayArea.tsx";
import { Timer } from "../components/Timer.tsx";
import type { PracticeDictionary } from "../solo/practice.ts";
import type { Feedback } from "../state/shown.ts";
import { gainText, reasonText } from "../state/words.ts";
import { t } from "../i18n/index.ts";
import { enterDaily, saveTry, type DailyTry } from "./daily-try.ts";
import { DAILY_MIN_LENGTH } from "../../src/daily/try.ts";

/** A try's round: board, clock, entries. `onFinish` hands it in. */
export function DailyRound({ t: game, dict, onFinish }: { t: DailyTry; dict: PracticeDictionary; onFinish: () => void }) {
  const feedback = useSignal<Feedback | null>(null);
  const version = useSignal(0); // the try's words are edited in place

  // Time up hands the try in; the device clock is corrected by the offset measured at the start.
  useEffect(() => {
    const left = game.start.endsAt - (Date.now() + game.offset);
    const timer = setTimeout(onFinish, Math.max(0, left));
    return () => clearTimeout(timer);
  }, [game]);

  // The coach's endings tip: a word of the dictionary that can be traced on this board.
  const onBoard = useMemo(() => (w: string) => dict.has(w) && findPath({ size: game.start.size, cells: game.start.cells }, w) !== null, [game, dict]);

  const enter = (entry: { word: string; path?: number[] } | { path: number[] }) => {
    const v = enterDaily(game, dict, entry, Date.now());
    saveTry(game);
    const id = (feedback.value?.id ?? 0) + 1;
    feedback.value = v.ok
      ? { id, at: Date.now(), word: v.word, ok: true, points: v.points, text: gainText(v.points) }
      : { id, at: Date.now(), word: v.word, ok: false, text: reasonText(v.reason, DAILY_MIN_LENGTH) };
    version.value++;
  };

  return (
    <div class="round daily-round" data-words={version.value}>
      <h1 class="visually-hidden">{t("daily.title", { n: game.start.number })}</h1>
      <div class="round-head">
        <Timer endsAt={game.start.endsAt} totalMs={game.start.roundMs} offset={game.offset} />
        <div class="players-row">
          <span class="practice-note">
            {t("daily.title", { n: game.start.number })} · {game.start.scored ? t("daily.scoredTry") : t("daily.practiceTry")}
          </span>
          {/* The day's one scored try deserves the tables' 3 s to undo a stray tap. */}
          <DoneButton onDone={onFinish} />
        </div>
      </div>
      <PlayArea
        cells={game.start.cells}
        done={false}
        feedback={feedback.value}
        words={[...game.words]}
        boardWords={null}
        scoring={{ minLength: DAILY_MIN_LENGTH, table: "classic" }}
        onWord={(word, path) => enter({ word, path })}
        onPath={(path) => enter({ path })}
        language={game.start.language ?? "en"}
        coach={{ mode: "daily", isWordOnBoard: onBoard }}
      />
    </div>
  );
}
