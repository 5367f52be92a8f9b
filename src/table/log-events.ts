/**
 * Which operator log events a change of a table's stored match amounts to. Derived from
 * the state before and after each applied action or alarm, so the Durable Object needs
 * one line per call site and every way a round can start or end (host, all ready, all
 * done, the deadline, a player leaving) is covered by the same comparison.
 */
import type { MatchState } from "../game/match-state.ts";
import type { LogEvent } from "../log.ts";

/** The events between `prev` and `next` (usually none); pure. */
export function transitionEvents(prev: MatchState, next: MatchState): LogEvent[] {
  const out: LogEvent[] = [];
  const tableId = next.tableId;
  const active = next.seats.filter((s) => !s.left);
  const players = active.filter((s) => !s.bot).length;
  const bots = next.seats.length - players;
  const roundChanged = next.round !== prev.round;
  if (prev.phase === "playing" && (next.phase !== "playing" || roundChanged)) {
    const wordsEntered = (next.phase === "playing" ? prev : next).seats.reduce((n, s) => n + s.words.length, 0);
    out.push({ event: "round_ended", tableId, round: prev.round, players: prev.seats.filter((s) => !s.bot).length, wordsEntered });
  }
  if (next.phase === "playing" && (prev.phase !== "playing" || roundChanged)) {
    out.push({ event: "round_started", tableId, round: next.round, players, bots, boardWords: next.boardWords });
  }
  if (next.phase === "finished" && prev.phase !== "finished") {
    const finishedAt = next.results?.finishedAt ?? Date.now();
    out.push({ event: "match_finished", tableId, durationMs: finishedAt - next.createdAt, players, bots, rounds: next.round });
  }
  out.push(...houseEvents(prev, next, players));
  return out;
}

/** A house word the table decided on between `prev` and `next` (at most one per action). */
function houseEvents(prev: MatchState, next: MatchState, people: number): LogEvent[] {
  if (prev.house === next.house) return [];
  const before = prev.house ?? { accepted: [], struck: [] };
  const after = next.house ?? { accepted: [], struck: [] };
  const base = { event: "house_word_decided" as const, tableId: next.tableId, language: next.settings.language, people };
  const added = (list: "accepted" | "struck") => after[list].filter((w) => !before[list].includes(w));
  const out: LogEvent[] = [
    ...added("accepted").map((word) => ({ ...base, word, kind: "accept" as const })),
    ...added("struck").map((word) => ({ ...base, word, kind: "strike" as const })),
  ];
  const kept = new Set([...after.accepted, ...after.struck]);
  for (const word of [...before.accepted, ...before.struck]) if (!kept.has(word)) out.push({ ...base, word, kind: "remove" });
  return out;
}

/** The `table_created` event of a new match. */
export function createdEvent(state: MatchState): LogEvent {
  const { board, rounds, timer, language } = state.settings;
  return { event: "table_created", tableId: state.tableId, board, rounds, timer, language, playWithBots: state.playWithBots !== false };
}
