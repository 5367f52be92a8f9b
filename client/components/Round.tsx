/**
 * A round in play at a table: the clock, who is still playing, "I'm done", and the
 * PlayArea (board, Word field, own words), whose entries go to the server, which
 * answers each one with a verdict.
 */
import { sizeForCells } from "../../src/game/board.ts";
import { boardSizeOf, minLengthOf, roundMsOf, tableFor } from "../../src/game/house-rules.ts";
import type { StateMessage } from "../../src/protocol.ts";
import type { TableSession } from "../state/session.ts";
import { Countdown } from "./Countdown.tsx";
import { PlayArea } from "./PlayArea.tsx";
import { LazyTeamList } from "./LazyAfterRound.tsx";
import { DoneButton } from "./DoneButton.tsx";
import { Players } from "./Players.tsx";
import { Timer } from "./Timer.tsx";
import { locale, t } from "../i18n/index.ts";
import { playedInText } from "../state/words.ts";

/** The playing screen. */
export function Round({ session, state }: { session: TableSession; state: StateMessage }) {
  const me = state.seats.find((s) => s.seat === state.you);
  const sittingOut = !!me?.sittingOut;
  // A watcher (no seat) sees the board and the counts but enters nothing.
  const done = !!me?.done || sittingOut || !!state.watching;
  const totalMs = roundMsOf(state.settings);
  // The 3-2-1: the server sends the board only once it is over.
  const counting = state.startsAt !== null || state.board === null;
  const size = sizeForCells(state.board?.length ?? 0) ?? boardSizeOf(state.settings);
  const scoring = { minLength: minLengthOf(state.settings), table: tableFor(state.settings, size) };
  // Together: one list for the team, and a teammate's find flashes on the board.
  const team = state.team;
  const flash = team ? session.flash.value : null;
  return (
    <div class="round">
      <div class="round-head">
        <div class="clock-row">
          {state.endsAt !== null && <Timer endsAt={state.endsAt} totalMs={totalMs} offset={session.clockOffset.value} />}
          {sittingOut ? (
            <span class="done-note muted">{t("round.sittingOut")}</span>
          ) : counting ? null : state.watching ? (
            <span class="done-note muted">{t("round.watching")}</span>
          ) : done ? (
            <span class="done-note">{t("round.doneMark")}</span>
          ) : (
            <DoneButton key={state.round} onDone={() => session.send({ type: "done" })} />
          )}
        </div>
        <Players seats={state.seats} you={state.you} />
        {(state.watchers?.length ?? 0) > 0 && <span class="muted small watching-count">{t("round.watchers", { n: state.watchers.length })}</span>}
        {/* Said only where it could surprise: a round in another language than the page's. */}
        {state.settings.language !== locale.value && <span class="muted small round-language">{playedInText(state.settings.language)}</span>}
      </div>
      {counting ? (
        <Countdown startsAt={state.startsAt ?? Date.now() + session.clockOffset.value} offset={session.clockOffset.value} />
      ) : (
      <PlayArea
        cells={state.board ?? []}
        done={done}
        feedback={session.feedback.value}
        words={team ?? state.words}
        boardWords={state.boardWords}
        queued={session.queued.words.value}
        scoring={scoring}
        onWord={(word, path) => session.enterWord(word, path)}
        onPath={(path) => session.enterPath(path)}
        doneNote={sittingOut ? t("round.sittingOutNote") : undefined}
        watching={!!state.watching}
        language={state.settings.language}
        coach={state.watching ? undefined : { mode: state.ranked ? "ranked" : "table" }}
        list={team && <LazyTeamList team={team} seats={state.seats} you={state.you} goal={state.goal} flash={flash} boardWords={state.boardWords} />}
        flash={flash}
      />
      )}
    </div>
  );
}
