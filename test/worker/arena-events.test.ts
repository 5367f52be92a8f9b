/**
 * Arena tournaments inside workerd: a sprint of three short rounds (every 20 s in these
 * tests: test/worker/vitest.config.ts) played by players on two shards, one of them
 * flagged by the solver flag each round. Expected points are computed here from the
 * stated table (5 for the top 1%, 2 for the top half, 1 for finishing; doubled after two
 * rounds in the top quarter), not by the code under test.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shardOf } from "../../src/arena/shards.ts";
import { eventsOfRound, parseEventId } from "../../src/arena/event-schedule.ts";
import type { ArenaEventResponse, ArenaPlayerEventsResponse, ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, arenaStatus, newIdentity } from "./arena-client.ts";
import { ORIGIN, until } from "./client.ts";

const timings = { roundMs: 4_000, breakMs: 2_500, countdownMs: 500 };
const calendar = { sprintEveryMs: 20_000, sprintRounds: 3 };

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

type Identity = Awaited<ReturnType<typeof newIdentity>>;

/** Ann and Bob on one shard, Cy and Flo on another. */
async function twoShards(): Promise<Identity[]> {
  const shards = (await arenaStatus()).shards;
  const made: Identity[] = [];
  const want = [["Ann", 0], ["Bob", 0], ["Cy", 1], ["Flo", 1]] as const;
  let home: number | null = null;
  let away: number | null = null;
  for (const [name, side] of want) {
    for (let tries = 0; ; tries++) {
      if (tries > 200) throw new Error("could not place identities");
      const id = await newIdentity(name);
      const k = shardOf(id.playerId, shards);
      if (side === 0 && (home ?? k) === k && k !== away) { home = k; made.push(id); break; }
      if (side === 1 && home !== null && k !== home && (away ?? k) === k) { away = k; made.push(id); break; }
    }
  }
  return made;
}

type Playing = Extract<ArenaServerMessage, { type: "arena" }>;

/** The next round after `after` being played with its board (waiting up to a sprint's cycle). */
function playing(p: ArenaPlayer, after: number): Promise<Playing> {
  return p.take("arena", (s) => s.phase === "playing" && s.board !== null && s.round!.number > after, 30_000);
}

describe("an arena sprint", () => {
  it("gives exact standings across two shards, a streak's doubled round and a podium, and a flagged player nothing", async () => {
    const ids = await twoShards();
    const players = await Promise.all(ids.map((id) => ArenaPlayer.join(id)));
    open.push(...players);
    const [ann, bob, cy, flo] = players as [ArenaPlayer, ArenaPlayer, ArenaPlayer, ArenaPlayer];
    expect(ann.shard).toBe(bob.shard);
    expect(cy.shard).toBe(flo.shard);
    expect(cy.shard).not.toBe(ann.shard);
    const dawg = (await wordDesk(env.DICT)).dawg;
    // The first round of a sprint that every player has from its start.
    let state: Playing = await ann.playing();
    const firstOf = (s: Playing) => eventsOfRound("en", s.round!.startsAt, timings, calendar).find((e) => e.kind === "sprint" && s.round!.startsAt - e.startsAt < 6_500);
    while (!firstOf(state)) state = await playing(ann, state.round!.number);
    const event = firstOf(state)!;
    let previous = state.round!.number - 1;
    for (let r = 0; r < 3; r++) {
      // Ann's frame of the sprint's first round was taken above.
      const states = await Promise.all(players.map((p) => (r === 0 && p === ann ? state : playing(p, previous))));
      const round = states[0]!.round!;
      expect(states.every((s) => s.round!.number === round.number)).toBe(true);
      expect(eventsOfRound("en", round.startsAt, timings, calendar).map((e) => e.id)).toContain(event.id);
      const words = solveBoard(dawg, states[0]!.board!, 3).map((w) => w.word).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
      const shortest = words.filter((w) => w.length === 3);
      // Ann the most points, Bob one longer word, Cy one three-letter word: 100th, 50th and 0th percentile.
      for (const w of words.slice(0, 3)) expect((await ann.word(w)).ok).toBe(true);
      expect((await bob.word(words.find((w) => w.length >= 5)!)).ok).toBe(true);
      expect((await cy.word(shortest[0]!)).ok).toBe(true);
      // Flo enters faster than anyone types: the solver flag catches it.
      for (const w of words.slice(3, 15)) flo.send({ type: "word", word: w });
      for (let i = 0; i < 12; i++) await flo.take("verdict");
      const results = await Promise.all(players.map((p) => p.take("results", (m) => m.results.number === round.number, 30_000)));
      expect(results.map((m) => m.you?.percentile ?? null)).toEqual([100, 50, 0, null]);
      expect(results[3]!.you?.flagged).toBe(true);
      previous = round.number;
    }
    const standings = await until(async () => {
      const res = await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}`);
      if (res.status !== 200) throw new Error(`standings: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as ArenaEventResponse;
      return body.players === 4 && body.standings.every((l) => l.rounds === 3) ? body : null;
    }, "every round scored", 30_000);
    // Ann: 5 + 5, then doubled (two rounds in the top quarter) 10; Bob 2 a round; Cy 1; Flo nothing.
    expect(standings.standings.map((l) => [l.name, l.points, l.place])).toEqual([["Ann", 20, 1], ["Bob", 6, 2], ["Cy", 3, 3], ["Flo", 0, 4]]);
    expect(standings.podium.map((l) => [l.name, l.place])).toEqual([["Ann", 1], ["Bob", 2], ["Cy", 3]]);
    expect(standings.histogram).toEqual([[20, 1], [6, 1], [3, 1], [0, 1]]);
    expect(standings).toMatchObject({ id: event.id, kind: "sprint", startsAt: event.startsAt, endsAt: event.endsAt });
    // Bob's live view: his place, Ann just above, Cy and Flo just below (the standings' order).
    const bobs = (await (await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}?player=${bob.identity.playerId}`)).json()) as ArenaEventResponse;
    expect(bobs.you && [bobs.you.line.place, bobs.you.above.map((l) => l.name), bobs.you.below.map((l) => [l.name, l.place])])
      .toEqual([2, ["Ann"], [["Cy", 3], ["Flo", 4]]]);
    const flos = (await (await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}?player=${flo.identity.playerId}`)).json()) as ArenaEventResponse;
    expect(flos.you && [flos.you.line.place, flos.you.above.map((l) => l.name), flos.you.below]).toEqual([4, ["Bob", "Cy"], []]);
    const stranger = (await (await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}?player=${(await newIdentity("Gus")).playerId}`)).json()) as ArenaEventResponse;
    expect(stranger.you).toBeNull();
    const badPlayer = await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}?player=nobody`);
    expect([badPlayer.status, ((await badPlayer.json()) as { error: { code: string } }).error.code]).toEqual([400, "bad_player_id"]);
    const mine = (await (await exports.default.fetch(`${ORIGIN}/api/players/${ann.identity.playerId}/events`)).json()) as ArenaPlayerEventsResponse;
    expect(mine.events.find((e) => e.id === event.id)).toEqual({ id: event.id, points: 20, rounds: 3, place: 1, players: 4 });
    const page = await (await exports.default.fetch(`${ORIGIN}/arena/e/${event.id}`)).text();
    expect(page).toContain(`<meta property="og:title" content="Baffle arena sprint: Ann won" />`);
  }, 150_000);

  it("answers a malformed event id, one off the calendar and an unknown arena with a code", async () => {
    const bad = await exports.default.fetch(`${ORIGIN}/api/arena/events/en-sprint-2026`);
    expect([bad.status, ((await bad.json()) as { error: { code: string } }).error.code]).toEqual([400, "bad_event_id"]);
    const off = await exports.default.fetch(`${ORIGIN}/api/arena/events/en-sprint-20261202140010`);
    expect([off.status, ((await off.json()) as { error: { code: string } }).error.code]).toEqual([404, "no_event"]);
    expect(parseEventId("en-sprint-20261202140020", timings, calendar)?.id).toBe("en-sprint-20261202140020");
    const listed = await exports.default.fetch(`${ORIGIN}/api/arena/xx/events`);
    expect([listed.status, ((await listed.json()) as { error: { code: string } }).error.code]).toEqual([404, "unknown_arena"]);
    const next = (await (await exports.default.fetch(`${ORIGIN}/api/arena/en/events`)).json()) as { events: { id: string; startsAt: number }[]; now: number };
    expect(next.events.length).toBe(3);
    expect(next.events.every((e) => parseEventId(e.id, timings, calendar)?.startsAt === e.startsAt)).toBe(true);
  });
});
