/**
 * What players can do to a match: join or resume a seat, change the settings, seat
 * computer players, start, enter words, finish early, get ready, leave. Each rule takes
 * the stored state and returns either a refusal (with an error code, state untouched)
 * or the next state and the messages it causes. Time-driven changes are in rounds.ts;
 * the state's shape is in match-state.ts.
 */
import type { BotLevel, ClientMessage, SettingsPatch } from "../protocol.ts";
import { sizeForCells, type Board } from "./board.ts";
import { BOT_NAMES, lengthShare } from "./bots.ts";
import {
  MAX_SEATS, MIN_SEATS, activeSeats, applied, countsOf, draft, humanSeats, nobodyConnected, refused, seatOf, withSeat,
  type Applied, type Effect, type MatchContext, type MatchState, type Outcome, type SeatState, type TableRules,
} from "./match-state.ts";
import { closeVote, voteDeadline } from "./house-vote.ts";
import { withHouseWords } from "./house-words.ts";
import { archiveResults } from "./match-history.ts";
import { nextWake as roundsWake, tick as roundsTick } from "./rounds.ts";
import { boardSizeOf, minLengthOf, roundMsOf, tableFor, usualRoundMsOf } from "./house-rules.ts";
import { checkPath, checkWord, isPenalised, type Lexicon } from "./rules.ts";
import { distinctName, nameTaken } from "./seat-names.ts";
import { changeSettings } from "./settings-change.ts";
import { modeOf, type Mode } from "./modes/index.ts";
import { seatRequests, type SeatRequest } from "./watchers.ts";
import {
  countingDown, endRound, everyoneDone, everyoneReady, finishIfEmpty, finishMatch, inProgress, planFor, startRound,
} from "./rounds.ts";

export * from "./match-state.ts";
export { boardSize, countingDown, endRound, expiresAt, startRound } from "./rounds.ts";

/** What time does to the match: the round's clock (rounds.ts), and a vote on a house word whose minute is up (house-vote.ts). */
export function tick(state: MatchState, ctx: MatchContext): Applied {
  const deadline = voteDeadline(state);
  if (deadline !== null && deadline <= ctx.now) {
    const closed = closeVote(state, ctx.now);
    if (closed.ok) return closed;
  }
  return roundsTick(state, ctx);
}

/** When `tick` next has something to do, or null if only people can move the match on. */
export function nextWake(state: MatchState): number | null {
  const round = roundsWake(state);
  const vote = voteDeadline(state);
  return round === null || vote === null ? (round ?? vote) : Math.min(round, vote);
}
export { changeSettings } from "./settings-change.ts";
export { tieBreak } from "./tie-break.ts";
export { joinWatches, watchRefusal, watcherCatchUp, watcherViews, type SeatRequest } from "./watchers.ts";

/** What a seat's `state` view adds for the table's mode (together: the team's list and goal). */
export function playView(state: MatchState): ReturnType<Mode["view"]> {
  return modeOf(state).view(state);
}

/** Most refused entries a seat keeps per round for penalties; beyond, they are not counted. */
export const MAX_REJECTED = 200;

/** A successful join: the seat taken or resumed, and its token. */
export type Joined = Applied & { seat: number; token: string; resumed: boolean };

/**
 * Take a new seat (lobby only) or resume one with its token (any time). `newToken` is
 * the token a new seat gets; the caller draws it from a crypto source.
 */
export function join(
  state: MatchState,
  request: { name: string; token?: string | undefined },
  newToken: string,
  ctx: MatchContext,
): Joined | Outcome {
  if (request.token !== undefined) {
    const held = state.seats.find((s) => s.token !== null && s.token === request.token);
    if (!held) return refused("bad_token", "That seat token does not belong to anyone at this table");
    // Only the rejoiner gets a full view; the others hear just that the seat is back.
    const next = withSeat(state, held.seat, { connected: true, goneSince: null }, { idleSince: null });
    const effects = rejoinEffects(next, held.seat);
    if (!held.connected) effects.push({ to: "all", msg: { type: "presence", seat: held.seat, connected: true } });
    return { ...applied(next, effects, false), seat: held.seat, token: held.token!, resumed: true };
  }
  if (state.phase === "finished") return refused("table_finished", "This match has finished");
  if (state.phase !== "lobby") return refused("wrong_phase", "This match has already started");
  if (state.seats.length >= MAX_SEATS) return refused("table_full", `A table seats at most ${MAX_SEATS}`);
  const next = draft(state);
  const number = freeSeat(next);
  next.seats.push(newSeat(number, distinctName(request.name, next.seats.map((s) => s.name)), { token: newToken }));
  next.seats.sort((a, b) => a.seat - b.seat);
  next.host ??= number;
  next.idleSince = null;
  const effects: Effect[] = [{ to: number, msg: { type: "welcome", seat: number, token: newToken, protocol: 1 } }];
  if (next.playWithBots && next.seats.length === 1) {
    const bots = next.playWithBots === true ? 1 : Math.min(next.playWithBots, MAX_SEATS - 1);
    for (let i = 0; i < bots; i++) addBotSeat(next, next.settings.bots);
    effects.push(...startRound(next, ctx));
  }
  return { ...applied(next, effects), seat: number, token: newToken, resumed: false };
}

/** What a resumed seat needs besides its state view: the review it missed, the result. */
function rejoinEffects(state: MatchState, seat: number): Effect[] {
  const token = seatOf(state, seat)!.token!;
  const effects: Effect[] = [{ to: seat, msg: { type: "welcome", seat, token, protocol: 1 } }];
  if ((state.phase === "review" || state.phase === "finished") && state.lastRound) {
    effects.push({ to: seat, msg: state.lastRound });
  }
  if (state.phase === "finished" && state.results) {
    const { finishedAt: _, ...summary } = state.results;
    effects.push({ to: seat, msg: { type: "matchEnd", ...summary } });
  }
  return effects;
}

/**
 * A seat's last connection closed. The seat is kept for its token. If everyone else
 * still here is done, the round ends: an away player does not hold it.
 */
export function disconnect(state: MatchState, seat: number, now: number): Outcome {
  const held = seatOf(state, seat);
  if (!held || !held.connected) return applied(state, [], false);
  const next = withSeat(state, seat, { connected: false, goneSince: now });
  if (nobodyConnected(next)) next.idleSince = now;
  const effects: Effect[] = [{ to: "all", msg: { type: "presence", seat, connected: false } }];
  if (next.phase !== "playing" || countingDown(next) || !everyoneDone(next)) return applied(next, effects, false);
  const ended = draft(next); // the round's end edits its state in place
  return applied(ended, [...effects, ...endRound(ended, now)]);
}

/** Change the settings (host; lobby, review, or after the match: see settings-change.ts). */
export function applySettings(state: MatchState, seat: number, patch: SettingsPatch, now: number): Outcome {
  return changeSettings(state, seat, definedOnly(patch), now);
}

/** Seat a computer player (host, lobby). `level` defaults to the table's. */
export function addBot(state: MatchState, seat: number, level?: BotLevel): Outcome {
  const refusal = hostInLobby(state, seat);
  if (refusal) return refusal;
  if (state.seats.length >= MAX_SEATS) return refused("table_full", `A table seats at most ${MAX_SEATS}`);
  const next = draft(state);
  addBotSeat(next, level ?? next.settings.bots);
  return applied(next);
}

/** Unseat a computer player or a person other than the host (host, lobby). */
export function removeBot(state: MatchState, seat: number, target: number): Outcome {
  const refusal = hostInLobby(state, seat);
  if (refusal) return refusal;
  if (!seatOf(state, target) || target === seat) return refused("no_such_seat", `Seat ${target} is not another seat at this table`);
  const next = draft(state);
  next.seats = next.seats.filter((s) => s.seat !== target);
  return applied(next);
}

/** Start the match (host, lobby, at least two seats). */
export function start(state: MatchState, seat: number, ctx: MatchContext): Outcome {
  const refusal = hostInLobby(state, seat);
  if (refusal) return refusal;
  if (state.seats.length < MIN_SEATS) {
    return refused("not_enough_players", `A match needs at least ${MIN_SEATS} players: invite someone or add a computer player`);
  }
  const next = draft(state);
  for (const s of next.seats) Object.assign(s, { total: 0, scores: [], sittingOut: false });
  // The lobby's list of rounds played is already empty (a new table, or Play again): it is
  // kept, not replaced, since storage writes what changed by identity.
  Object.assign(next, { tieBreak: false, endReason: null });
  return applied(next, startRound(next, ctx));
}

/**
 * Check one entry, typed (`word`, with the highlighted `path` as a hint) or dragged
 * (`path` alone). The player always gets a verdict; an accepted word is added to their
 * list and everyone gets the new counts (never the word).
 */
export function enterWord(
  state: MatchState,
  seat: number,
  entry: Extract<ClientMessage, { type: "word" }>,
  now: number,
  lexicon: Lexicon,
): Applied {
  const typed = entry.word ?? "";
  const reject = (reason: "not_playing" | "done" | "sitting_out" | "not_started") =>
    applied(state, [{ to: seat, msg: { type: "verdict", word: typed.trim().toLowerCase(), ok: false, reason } }], false);
  const held = seatOf(state, seat);
  if (state.phase !== "playing" || !state.board || (state.endsAt !== null && now >= state.endsAt)) return reject("not_playing");
  if (!held || held.left) return reject("not_playing");
  if (countingDown(state)) return reject("not_started");
  if (held.sittingOut) return reject("sitting_out");
  if (held.done) return reject("done");
  const size = sizeForCells(state.board.length)!;
  const board: Board = { size, cells: state.board };
  const play = modeOf(state);
  const check = {
    board, lexicon: withHouseWords(lexicon, state.house), minLength: minLengthOf(state.settings), table: tableFor(state.settings, size),
    language: state.settings.language,
    found: { has: (word: string) => play.holder(state, seat, word) !== null },
  };
  const verdict = entry.word !== undefined ? checkWord(entry.word, check, entry.path) : checkPath(entry.path ?? [], check);
  if (!verdict.ok && verdict.reason === "already_found" && play.namesFinder) {
    const by = play.holder(state, seat, verdict.word);
    const msg = { type: "verdict" as const, word: verdict.word, ok: false as const, reason: verdict.reason, ...(by ? { by: { seat: by.seat, name: by.name } } : {}) };
    return applied(state, [{ to: seat, msg }], false);
  }
  if (!verdict.ok) {
    const penalised = isPenalised(verdict.reason);
    const penalty = penalised ? play.roundRules(state.settings, size).penalty : 0;
    const msg = { type: "verdict" as const, word: verdict.word, ok: false as const, reason: verdict.reason, ...(penalty ? { penalty } : {}) };
    if (!penalised || held.rejected.includes(verdict.word) || held.rejected.length >= MAX_REJECTED) {
      return applied(state, [{ to: seat, msg }], false);
    }
    // Kept whatever the penalty is now: a penalty set later rescores this round too. A word
    // that traced but is not in the dictionary is also kept as disputed (house-words.ts).
    const disputed = verdict.reason === "not_a_word" ? { disputed: [...(held.disputed ?? []), verdict.word] } : {};
    return applied(withSeat(state, seat, { rejected: [...held.rejected, verdict.word], ...disputed }), [{ to: seat, msg }], false);
  }
  const word = { word: verdict.word, points: verdict.points, path: verdict.path, at: now };
  const next = withSeat(state, seat, { words: [...held.words, word] });
  return applied(next, [
    { to: seat, msg: { type: "verdict", word: verdict.word, ok: true, points: verdict.points, path: verdict.path } },
    ...play.found(next, seat, word),
    { to: "all", msg: { type: "counts", counts: countsOf(next) } },
  ], false);
}

/** "I'm done": no more entries this round; the round ends once every person is done. */
export function markDone(state: MatchState, seat: number, now: number): Outcome {
  if (state.phase !== "playing") return refused("wrong_phase", "There is no round to finish");
  if (countingDown(state)) return refused("wrong_phase", "The round has not started yet");
  const held = seatOf(state, seat);
  if (!held || held.left) return refused("no_such_seat", "You are not playing this round");
  if (held.done) return applied(state, [], false);
  const next = withSeat(state, seat, { done: true });
  if (!everyoneDone(next)) return applied(next, []);
  const ended = draft(next);
  return applied(ended, endRound(ended, now));
}

/** Ready for the next round: the pause ends once every person is ready. */
export function markReady(state: MatchState, seat: number, ctx: MatchContext): Outcome {
  if (state.phase !== "review" || state.nextAt === null) return refused("wrong_phase", "There is no next round to get ready for");
  const held = seatOf(state, seat);
  if (!held || held.left) return refused("no_such_seat", "You are not in this match");
  if (held.ready) return applied(state, [], false);
  const next = withSeat(state, seat, { ready: true });
  if (!everyoneReady(next)) return applied(next, []);
  const started = draft(next);
  return applied(started, startRound(started, ctx));
}

/**
 * Leave the table. In the lobby the seat is freed. In a match of three or more a
 * computer player at the table's level takes the seat and the leaver is placed last;
 * leaving a two-player match forfeits it to the other player.
 */
export function leave(state: MatchState, seat: number, ctx: MatchContext): Outcome {
  const held = seatOf(state, seat);
  if (!held || held.bot) return refused("no_such_seat", "You do not hold a seat at this table");
  const next = draft(state);
  const effects: Effect[] = [];
  if (next.phase === "lobby") {
    next.seats = next.seats.filter((s) => s.seat !== seat);
  } else if (inProgress(next)) {
    const forfeit = activeSeats(next).length <= 2;
    const s = seatOf(next, seat)!;
    Object.assign(s, { left: true, token: null, connected: false, bot: true, level: next.settings.bots });
    if (forfeit) {
      s.plan = [];
      effects.push(...finishMatch(next, ctx.now, "forfeit"));
    } else if (next.phase === "playing" && next.solution && next.endsAt !== null && !s.sittingOut) {
      // From now, or from the reveal while the countdown runs; the count scales like the round's.
      const from = Math.max(ctx.now, next.startsAt ?? ctx.now);
      const roundMs = roundMsOf(next.settings);
      const left = Math.max(0, next.endsAt - from);
      const share = (left / roundMs) * lengthShare(roundMs, usualRoundMsOf(next.settings));
      const mine = new Set(s.words.map((w) => w.word));
      s.done = false;
      const table = tableFor(next.settings, (next.board && sizeForCells(next.board.length)) || boardSizeOf(next.settings));
      s.plan = planFor(s.level!, next.solution.filter((w) => !mine.has(w.word)), table, ctx, from, left, share);
    }
    effects.push(...finishIfEmpty(next, ctx.now));
    if (next.phase === "playing" && !countingDown(next) && everyoneDone(next)) effects.push(...endRound(next, ctx.now));
    else if (next.phase === "review" && next.nextAt !== null && everyoneReady(next)) effects.push(...startRound(next, ctx));
  } else {
    // The match is over: the seat is given up for good (its place in the results stays),
    // and Play again, which seats only the people still connected, leaves it out.
    Object.assign(seatOf(next, seat)!, { token: null, connected: false });
  }
  if (next.host === seat) next.host = humanSeats(next).find((s) => s.connected)?.seat ?? humanSeats(next)[0]?.seat ?? null;
  if (nobodyConnected(next)) next.idleSince ??= ctx.now;
  return applied(next, effects);
}

/**
 * Back to the lobby with the same people after a finished match (host). Watchers who
 * asked for a seat (`requests`, in the order they asked) are seated first; each gets a
 * `welcome` with its token.
 */
export function playAgain(state: MatchState, seat: number, requests: readonly SeatRequest[] = []): Outcome {
  if (state.phase !== "finished") return refused("wrong_phase", "The match has not finished");
  if (state.host !== seat) return refused("not_host", "Only the host can do that");
  const next = draft(state);
  archiveResults(next);
  next.seats = next.seats.filter((s) => !s.left && (s.bot || s.connected));
  for (const s of next.seats) {
    Object.assign(s, { total: 0, scores: [], words: [], rejected: [], plan: [], done: false, ready: false, sittingOut: false, rematch: false });
  }
  const welcomes = seatRequests(next.seats, requests, (number, r) => newSeat(number, distinctName(r.name, next.seats.map((s) => s.name)), { token: r.token }));
  Object.assign(next, {
    phase: "lobby", round: 0, board: null, startsAt: null, endsAt: null, nextAt: null, boardWords: null, solution: null, lastRound: null,
    played: [], tieBreak: false, endReason: null, vote: null,
  });
  return applied(next, welcomes);
}

/**
 * Ask for a rematch once the match has finished (any person still holding a seat, the
 * host included). Everyone's view shows who asked, so the host can answer with Play
 * again at once; the requests lapse when the match goes on (a tie-break, a reopening).
 */
export function askRematch(state: MatchState, seat: number): Outcome {
  if (state.phase !== "finished") return refused("wrong_phase", "A rematch can be asked for once the match has finished");
  const held = seatOf(state, seat);
  if (!held || held.bot || held.left || held.token === null) return refused("no_such_seat", "You do not hold a seat at this table");
  if (held.rematch) return applied(state, [], false);
  return applied(withSeat(state, seat, { rematch: true }));
}

function hostInLobby(state: MatchState, seat: number): Outcome | null {
  if (state.host !== seat) return refused("not_host", "Only the host can do that");
  if (state.phase !== "lobby") return refused("wrong_phase", "That can only be done before the match starts");
  return null;
}

function freeSeat(state: MatchState): number {
  let n = 0;
  while (state.seats.some((s) => s.seat === n)) n++;
  return n;
}

function newSeat(seat: number, name: string, extra: Partial<SeatState>): SeatState {
  return {
    seat, name, bot: false, level: null, token: null, connected: true, left: false, done: false, ready: false,
    total: 0, scores: [], words: [], rejected: [], sittingOut: false, plan: [], ...extra,
  };
}

function addBotSeat(state: MatchState, level: BotLevel): void {
  const used = state.seats.map((s) => s.name);
  const name = BOT_NAMES.find((n) => !nameTaken(n, used)) ?? distinctName(`Bot ${state.seats.length + 1}`, used);
  state.seats.push(newSeat(freeSeat(state), name, { bot: true, level, connected: true }));
  state.seats.sort((a, b) => a.seat - b.seat);
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The rules a table's mode builds on, handed to its hooks with the event (src/game/modes/mode.ts). */
export const TABLE_RULES: TableRules = { leave, tick, startRound };
