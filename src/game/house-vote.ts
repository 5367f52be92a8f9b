/**
 * The table deciding on a word, as a match rule: a seated person puts a word to the vote in
 * the review or after the match, the people seated cast ballots, and the vote closes as
 * soon as a majority is reached or can no longer be, or when its time is up (the table's
 * alarm calls `closeVote` at `voteDeadline`). A carried vote changes the table's house
 * words and is ruled on like a change of scoring rules (settings-change.ts `rule`): every
 * round rescored, the match reopened or finished if the new totals say so, and everyone
 * told in plain words who moved. House words are a casual table's: a ranked table refuses
 * them here (and the daily board and the arena never see this module).
 *
 * The tally itself (who may vote, what carries) is in house-words.ts.
 */
import type { HouseVoteMessage, HouseWordMessage, TotalChange, WordFacts } from "../protocol.ts";
import {
  castBallot, mayOpen, NO_HOUSE_WORDS, openVote, roundsWith, tally, VOTE_MS, withCarried, withoutWord, type VoteKind, type VoteRefusal,
} from "./house-words.ts";
import { applied, draft, refused, seatOf, type Effect, type MatchState, type Outcome } from "./match-state.ts";
import { rule } from "./settings-change.ts";

const REFUSALS: Record<VoteRefusal, [Parameters<typeof refused>[0], string]> = {
  not_disputed: ["not_disputed", "Only a word refused at this table can be put to the vote"],
  already_house: ["already_house_word", "The table has already decided on that word"],
  not_found: ["word_not_played", "Nobody played that word in this match"],
  vote_open: ["vote_open", "Another vote is under way"],
  not_a_voter: ["no_such_seat", "Only the people seated vote"],
  too_many: ["house_words_full", "This table holds as many house words as it can"],
};

/** The people seated who vote: not computer players, not those who left. */
export function votersOf(state: MatchState): number[] {
  return state.seats.filter((s) => !s.bot && !s.left).map((s) => s.seat);
}

/** When the vote under way closes for want of a majority (null: none). */
export function voteDeadline(state: MatchState): number | null {
  return state.vote ? state.vote.openedAt + VOTE_MS : null;
}

function notVoting(state: MatchState, seat: number): Outcome | null {
  if (state.ranked) return refused("ranked_table", "House words are for casual tables");
  if (state.phase !== "review" && state.phase !== "finished") {
    return refused("wrong_phase", "Words are put to the table in the review between rounds or after the match");
  }
  if (!votersOf(state).includes(seat)) return refused("no_such_seat", "Only the people seated vote");
  return null;
}

/**
 * Put `word` to the table: to accept a disputed word, or to strike one the dictionary took.
 * `facts` is what Baffle knows of it (looked up by the table's shell), shown with the vote.
 */
export function proposeWord(state: MatchState, seat: number, word: string, kind: VoteKind, facts: WordFacts, now: number): Outcome {
  const refusal = notVoting(state, seat);
  if (refusal) return refusal;
  const why = mayOpen(word, kind, state.played, state.house ?? NO_HOUSE_WORDS, state.vote ?? null);
  if (why) return refused(...REFUSALS[why]);
  const next = draft(state);
  next.vote = { ...openVote(word, kind, seat, now), facts };
  // The pause before the next round waits for the vote (everyone ready still moves on).
  if (next.phase === "review" && next.nextAt !== null) next.nextAt = Math.max(next.nextAt, now + VOTE_MS);
  return settle(state, next, now);
}

/** One person's ballot on the vote under way (a second replaces the first). */
export function castVote(state: MatchState, seat: number, yes: boolean, now: number): Outcome {
  const refusal = notVoting(state, seat);
  if (refusal) return refusal;
  if (!state.vote) return refused("no_vote", "There is no vote under way");
  const next = draft(state);
  next.vote = castBallot(state.vote, seat, yes);
  return settle(state, next, now);
}

/** Close the vote if its time is up or the seats changed so that it is decided (the alarm, a leave). */
export function closeVote(state: MatchState, now: number): Outcome {
  if (!state.vote) return applied(state, [], false);
  return settle(state, draft(state), now);
}

/** The host takes a word off the house words (either way): the match is rescored. */
export function removeHouseWord(state: MatchState, seat: number, word: string, now: number): Outcome {
  if (state.ranked) return refused("ranked_table", "House words are for casual tables");
  if (state.host !== seat) return refused("not_host", "Only the host can do that");
  if (state.phase === "playing") return refused("wrong_phase", "House words change between rounds or after the match, not during a round");
  const house = state.house ?? NO_HOUSE_WORDS;
  if (!house.accepted.includes(word) && !house.struck.includes(word)) return refused("word_not_played", "That is not one of this table's house words");
  const next = draft(state);
  next.house = withoutWord(house, word);
  return decided(state, next, { word, kind: "remove", by: seatOf(state, seat)!.name }, now);
}

/** After a ballot (or a tick of the clock): tell everyone where the vote stands, and rule if it closed. */
function settle(state: MatchState, next: MatchState, now: number): Outcome {
  const vote = next.vote;
  if (!vote) return applied(next, [], false);
  const outcome = tally(vote, votersOf(next), now);
  if (outcome === "open") return applied(next, [{ to: "all", msg: voteMessage(next) }], false);
  next.vote = null;
  const closed: Effect = { to: "all", msg: { type: "houseVote", vote: null } };
  if (outcome === "failed") {
    const msg: HouseWordMessage = {
      type: "houseWord", name: tableName(next, vote.by), word: vote.word, kind: vote.kind, outcome, rounds: [], match: null, standings: [], totals: [],
      text: `${tableName(next, vote.by)} kept ${vote.kind === "accept" ? "refusing" : "playing"} ${vote.word}: the vote did not carry.`,
    };
    return applied(next, [closed, { to: "all", msg }], false);
  }
  next.house = withCarried(next.house ?? NO_HOUSE_WORDS, vote);
  const result = decided(state, next, { word: vote.word, kind: vote.kind, by: tableName(next, vote.by) }, now);
  return result.ok ? { ...result, effects: [closed, ...result.effects] } : result;
}

/** Rule on the match with the new house words, and say what it did. */
function decided(state: MatchState, next: MatchState, what: { word: string; kind: VoteKind | "remove"; by: string }, now: number): Outcome {
  const rounds = roundsWith(what.word, next.played);
  const ruling = rule(state, next, rounds.length > 0, now);
  const msg: HouseWordMessage = {
    type: "houseWord", name: what.by, word: what.word, kind: what.kind, outcome: "carried", rounds, match: ruling.match,
    standings: ruling.standings, totals: ruling.totals, text: noticeText(what, rounds, ruling.totals, ruling.match),
  };
  return applied(next, [{ to: "all", msg }, ...ruling.effects]);
}

/** "Ann's table" (the proposer's): the name a notice gives the table. */
function tableName(state: MatchState, seat: number): string {
  return seatOf(state, seat)?.name ?? "The table";
}

/** The vote under way as everyone sees it. */
export function voteMessage(state: MatchState): HouseVoteMessage {
  const vote = state.vote;
  if (!vote) return { type: "houseVote", vote: null };
  return {
    type: "houseVote",
    vote: {
      word: vote.word, kind: vote.kind, by: vote.by, name: tableName(state, vote.by), yes: [...vote.yes], no: [...vote.no],
      voters: votersOf(state), endsAt: vote.openedAt + VOTE_MS, facts: vote.facts ?? {},
    },
  };
}

/**
 * The notice in plain words, for logs and for clients without the words of their own
 * ("Ann's table accepted zonked: round 2 rescored — Ann 14 → 16, Ben 9.").
 */
function noticeText(
  what: { word: string; kind: VoteKind | "remove"; by: string }, rounds: readonly number[], totals: readonly TotalChange[],
  match: "reopened" | "finished" | null,
): string {
  const did = what.kind === "accept" ? "accepted" : what.kind === "strike" ? "struck" : "took back";
  let text = `${what.by}'s table ${did} ${what.word}`;
  if (rounds.length) {
    const moved = totals.map((t) => (t.from === t.to ? `${t.name} ${t.to}` : `${t.name} ${t.from} → ${t.to}`)).join(", ");
    text += `: ${rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(", ")}`} rescored — ${moved}`;
  }
  if (match === "reopened") text += "; the match goes on";
  if (match === "finished") text += "; that ends the match";
  return `${text}.`;
}
