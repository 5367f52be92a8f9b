/**
 * What each seat may see. This is the only place a stored match is turned into a
 * message about the table: a seat gets its own words, everyone's counts and the board,
 * and never another player's words or the board's solution while a round is on (those
 * travel only in `roundEnd`, built when the round has ended).
 */
import { voteMessage } from "../game/house-vote.ts";
import { countingDown, playView, type MatchState } from "../game/match.ts";
import { resultsOf } from "../game/match-history.ts";
import { modeOf, previewMarks } from "../game/modes/index.ts";
import type { TableInvite } from "../previews/text.ts";
import type { ResultsResponse, SeatView, StateMessage, TablePreview, WatcherView } from "../protocol.ts";

/** The `state` message for one seat; `watchers` are the table's onlookers (kept by the table object). */
export function stateView(state: MatchState, seat: number, now: number, watchers: readonly WatcherView[] = []): StateMessage {
  const own = state.seats.find((s) => s.seat === seat);
  // During the countdown the board (and how many words it holds) stays here.
  const hidden = countingDown(state);
  return {
    type: "state",
    phase: state.phase,
    round: state.round,
    rounds: state.settings.rounds,
    board: state.board && !hidden ? [...state.board] : null,
    startsAt: hidden ? state.startsAt ?? null : null,
    endsAt: state.phase === "playing" ? state.endsAt : null,
    nextAt: state.phase === "review" ? state.nextAt : null,
    tieBreak: state.tieBreak,
    now,
    boardWords: hidden ? null : state.boardWords,
    seats: seatViews(state),
    you: seat,
    watchers: watchers.map((w) => ({ ...w })),
    words: own ? own.words.map((w) => ({ word: w.word, points: w.points, path: [...w.path] })) : [],
    settings: { ...state.settings },
    tableId: state.tableId,
    ...modeOf(state).marks(state),
    ...(state.house && (state.house.accepted.length || state.house.struck.length) ? { house: { accepted: [...state.house.accepted], struck: [...state.house.struck] } } : {}),
    ...(state.vote ? { vote: voteMessage(state).vote! } : {}),
    ...playView(state),
  };
}

/**
 * The `state` message for someone watching without a seat: what every player may see of
 * the others (the board once shown, everyone's counts and totals) and nothing of anyone's
 * words; the review and standings reach watchers as `roundEnd` and `matchEnd`.
 */
export function watcherView(state: MatchState, now: number, watchers: readonly WatcherView[]): StateMessage {
  return { ...stateView(state, -1, now, watchers), you: -1, watching: true, words: [] };
}

/** Every seat as everyone may see it: names, counts and totals, no words. */
export function seatViews(state: MatchState): SeatView[] {
  return state.seats.map((s) => {
    const view: SeatView = {
      seat: s.seat, name: s.name, bot: s.bot, host: state.host === s.seat, connected: s.bot ? true : s.connected,
      count: s.words.length, done: s.done, ready: s.ready, total: s.total, left: s.left, sittingOut: s.sittingOut,
    };
    if (s.level) view.level = s.level;
    if (s.rematch && state.phase === "finished") view.rematch = true;
    return view;
  });
}

/**
 * The final standings of match `match` (the latest finished one by default) for the
 * results route, or null if that match has not finished or is no longer kept.
 */
export function resultsView(state: MatchState, match?: number): ResultsResponse | null {
  const results = resultsOf(state, match);
  if (!results) return null;
  const { match: number, settings, ...rest } = results;
  return { tableId: state.tableId, match: number, settings: { ...settings }, ...rest };
}

/**
 * The table for someone who has not joined (`GET /api/tables/<id>`): the seats' names and
 * totals, the phase and the round. Less than a watcher gets: no counts, no board, no words.
 */
export function previewView(state: MatchState, watchers: number): TablePreview {
  return {
    tableId: state.tableId,
    phase: state.phase,
    round: state.round,
    tieBreak: state.tieBreak,
    settings: { ...state.settings },
    ...previewMarks(state),
    seats: state.seats.map((s) => ({
      name: s.name, bot: s.bot, host: state.host === s.seat, connected: s.bot || s.connected, left: s.left, total: s.total,
    })),
    watchers,
  };
}

/** Who hosts the table and how it plays, for its invite link's preview (src/previews/). */
export function inviteView(state: MatchState): TableInvite {
  return {
    host: state.seats.find((s) => s.seat === state.host)?.name ?? null,
    settings: state.settings,
    ...previewMarks(state),
    players: state.seats.filter((s) => !s.bot && !s.left).length,
    finished: state.phase === "finished",
  };
}
