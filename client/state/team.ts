/**
 * A together table's shared list on this device: a teammate's find (`teamWord`) joins the
 * list and the team's points at once, and is flashed on the board and announced; the
 * session keeps the latest flash for a moment (TEAM_FLASH_MS).
 */
import type { StateMessage, TeamGoal, TeamWordMessage } from "../../src/protocol.ts";

/** How long a teammate's find stays lit on the board and marked in the list. */
export const TEAM_FLASH_MS = 1_500;

/** A teammate's find being shown: `id` grows with each, so the same dice twice flash again. */
export interface TeamFlash {
  id: number;
  seat: number;
  name: string;
  word: string;
  points: number;
  path: number[];
}

/** Stars earned with `points` against the points each star needs. */
export function starsAt(points: number, starPoints: readonly number[]): TeamGoal["stars"] {
  return starPoints.filter((need) => points >= need).length as TeamGoal["stars"];
}

/** Points still needed for the next star, or null with all three. */
export function toNextStar(goal: Pick<TeamGoal, "points" | "starPoints">): number | null {
  const next = goal.starPoints.find((need) => goal.points < need);
  return next === undefined ? null : next - goal.points;
}

/** `state` with a team word added to its list and its points (once; a repeat changes nothing). */
export function withTeamWord(state: StateMessage, m: TeamWordMessage): StateMessage {
  const team = state.team ?? [];
  if (team.some((w) => w.word === m.word)) return state;
  const goal = state.goal && { ...state.goal, points: state.goal.points + m.points };
  if (goal) goal.stars = starsAt(goal.points, goal.starPoints);
  return { ...state, team: [...team, { word: m.word, points: m.points, path: m.path, seat: m.seat }], ...(goal ? { goal } : {}) };
}
