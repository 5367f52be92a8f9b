/**
 * An offline rating simulation (issue 27, row 5): how many identities, and how many
 * minutes of play, one person needs to put a booster into the ranked leaderboard's top
 * 10, under the rules before issue 27 and under today's. Run by hand; nothing here runs
 * in `npm test` or `npm run bench`:
 *
 *   npx tsx test/bench/rating-sim.ts [--json] [--seed 7]
 *
 * The world: `players` honest players with a true skill θ ~ N(0, 1) who play four-player
 * matches with others near their rating (places by θ plus N(0, 1) noise each match)
 * until established and active, rated by the rules of each world; the top 10 is read off
 * the leaderboard rule of that world. The booster is a new identity of average skill.
 * Each attack is played until the booster's conservative rating (μ − 3σ) reaches the
 * 10th listed honest player's and the booster is eligible, or the attack gives up:
 *
 * - `fodder2`, `fodder4`: two- or four-player matches of the booster against new
 *   identities, each used once, each entering a word and finishing last (the attack of
 *   the issue). Minutes count the booster's matches back to back at `MATCH_MINUTES` each.
 * - `fodder+honest` (today's rules need games against established opponents): the
 *   fodder phase, then matches against honest players near the booster's rating, which
 *   the booster plays at its true skill, until eligible.
 * - `ringN`: the person makes N identities (`RINGS`) that play four-player matches among
 *   themselves, results as they like, within the pair limit (three rated matches per
 *   pair a day, so matches wait for the next day), until every one is established; then
 *   the booster (one of them) beats three of them a match, the victims rotating,
 *   again within the pair limit. Minutes count every match at `MATCH_MINUTES`, and the
 *   days the pair limit makes the ring wait.
 *
 * The rules: `before` is OpenSkill's update with every result weighted alike and the
 * leaderboard counting any rated games and opponents (the rules as issue 27 found
 * them); `now` is src/ranked/pairwise.ts (a result weighted by the opponent's certainty)
 * and src/ranked/fair-rating.ts's leaderboard rule (games and opponents counted only
 * when the opponent was established).
 */
import { fileURLToPath } from "node:url";
import { seededRng, type Rng } from "../../src/game/random.ts";
import { LEADERBOARD_RULES, PAIR_LIMIT } from "../../src/ranked/fair-rating.ts";
import { ratePairs } from "../../src/ranked/pairwise.ts";
import { ESTABLISHED_SIGMA, NEW_SKILL, conservativeRating, displayRating, type Skill } from "../../src/ranked/ratings.ts";

/** Minutes one match of the booster's takes: a 4-player table starts at once, 3 rounds of a 3 s countdown and an entry, no waiting in the reviews. */
export const MATCH_MINUTES = 0.4;
/** Ring sizes tried. */
export const RINGS = [8, 16, 32, 64];
/** The spread of true skill beside each match's performance noise (sd 1): a strong player usually, not always, beats a weaker one. */
const SKILL_SD = 0.6;
const GIVE_UP_MATCHES = 5_000;

type World = "before" | "now";

interface Player extends Skill {
  theta: number;
  /** Rated games, and against whom (with whether that opponent was established at the time). */
  games: number;
  establishedGames: number;
  opponents: Set<number>;
  establishedOpponents: Set<number>;
}

function newPlayer(theta: number): Player {
  return { ...NEW_SKILL, theta, games: 0, establishedGames: 0, opponents: new Set(), establishedOpponents: new Set() };
}

function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** Rate one match of `ids` (places 1 = first) in `world`, counting games and opponents. */
function play(world: World, all: Player[], ids: number[], places: number[]): void {
  const before = ids.map((id) => ({ mu: all[id]!.mu, sigma: all[id]!.sigma }));
  const { after } = ratePairs(before, places, world === "now");
  ids.forEach((id, i) => {
    const p = all[id]!;
    p.mu = after[i]!.mu;
    p.sigma = after[i]!.sigma;
    p.games++;
    let established = false;
    ids.forEach((other, k) => {
      if (other === id) return;
      p.opponents.add(other);
      if (before[k]!.sigma < ESTABLISHED_SIGMA) {
        p.establishedOpponents.add(other);
        established = true;
      }
    });
    if (established) p.establishedGames++;
  });
}

/** The leaderboard rule of `world` (activity and the flag aside: everyone here is active and unflagged). */
function eligible(world: World, p: Player): boolean {
  const games = world === "now" ? p.establishedGames : p.games;
  const opponents = world === "now" ? p.establishedOpponents.size : p.opponents.size;
  return p.sigma < ESTABLISHED_SIGMA && games >= LEADERBOARD_RULES.minGames && opponents >= LEADERBOARD_RULES.minOpponents;
}

/** Places by performance: θ plus noise. */
function placesOf(all: Player[], ids: number[], rng: Rng): number[] {
  const perf = ids.map((id) => all[id]!.theta + gauss(rng));
  return perf.map((x) => 1 + perf.filter((y) => y > x).length);
}

/** The honest world: everyone plays `rounds` rounds of four-player matches with players near their rating. */
function honestWorld(world: World, players: number, rng: Rng, rounds = 60): Player[] {
  const all = Array.from({ length: players }, () => newPlayer(SKILL_SD * gauss(rng)));
  const ids = all.map((_, i) => i);
  for (let r = 0; r < rounds; r++) {
    // Near in rating, with a little noise in who meets whom (the lobby's windows).
    const order = [...ids].sort((a, b) => all[a]!.mu + 2 * gauss(rng) - (all[b]!.mu + 2 * gauss(rng)));
    for (let i = 0; i + 4 <= order.length; i += 4) {
      const group = order.slice(i, i + 4);
      play(world, all, group, placesOf(all, group, rng));
    }
  }
  return all;
}

/** The 10th best leaderboard value among eligible honest players. */
function topTenBar(world: World, honest: Player[]): number {
  const values = honest.filter((p) => eligible(world, p)).map(conservativeRating).sort((a, b) => b - a);
  return values[9] ?? -Infinity;
}

interface Outcome {
  reached: boolean;
  identities: number;
  matches: number;
  minutes: number;
  boosterRating: number;
}

function outcome(reached: boolean, identities: number, matches: number, minutes: number, booster: Player): Outcome {
  return { reached, identities, matches, minutes: Math.round(minutes), boosterRating: displayRating(booster) };
}

/** The attack of the issue: `size − 1` fresh identities a match finishing last, back to back. */
function fodder(world: World, honest: Player[], bar: number, size: number): Outcome {
  const all = [...honest.map((p) => ({ ...p, opponents: new Set(p.opponents), establishedOpponents: new Set(p.establishedOpponents) })), newPlayer(0)];
  const b = all.length - 1;
  for (let m = 1; m <= GIVE_UP_MATCHES; m++) {
    const fresh = Array.from({ length: size - 1 }, () => all.push(newPlayer(-1)) - 1);
    play(world, all, [b, ...fresh], [1, ...fresh.map(() => size)]);
    if (eligible(world, all[b]!) && conservativeRating(all[b]!) >= bar) return outcome(true, (size - 1) * m, m, m * MATCH_MINUTES, all[b]!);
  }
  return outcome(false, (size - 1) * GIVE_UP_MATCHES, GIVE_UP_MATCHES, GIVE_UP_MATCHES * MATCH_MINUTES, all[b]!);
}

/**
 * The patient fodder attack: first two-player matches against fresh identities won and
 * lost in turn, so the games stay informative and the booster becomes established at an
 * ordinary rating; then wins over fresh identities only, up to `farm` of them; then, if
 * the leaderboard wants games against established opponents, matches against honest
 * players near the booster's rating, played at its true skill, until eligible.
 */
function patientFodder(world: World, honest: Player[], bar: number, rng: Rng, farm = 3_000): Outcome {
  const all = [...honest.map((p) => ({ ...p, opponents: new Set(p.opponents), establishedOpponents: new Set(p.establishedOpponents) })), newPlayer(0)];
  const b = all.length - 1;
  let identities = 0, matches = 0;
  const done = () => eligible(world, all[b]!) && conservativeRating(all[b]!) >= bar;
  const beat = (win: boolean) => {
    const f = all.push(newPlayer(-1)) - 1;
    identities++;
    matches++;
    play(world, all, [b, f], win ? [1, 2] : [2, 1]);
  };
  while (all[b]!.sigma >= ESTABLISHED_SIGMA && matches < GIVE_UP_MATCHES) beat(matches % 2 === 0);
  for (let k = 0; k < farm && !done(); k++) beat(true);
  for (let k = 0; k < 200 && !done() && !eligible(world, all[b]!); k++) {
    const near = honest.map((_, i) => i).sort((x, y) => Math.abs(all[x]!.mu - all[b]!.mu) - Math.abs(all[y]!.mu - all[b]!.mu)).slice(0, 12);
    const group = [b, ...near.sort(() => rng() - 0.5).slice(0, 3)];
    play(world, all, group, placesOf(all, group, rng));
    matches++;
  }
  return outcome(done(), identities, matches, matches * MATCH_MINUTES, all[b]!);
}

/** A ring of identities made established among themselves, then beaten by the booster, within the pair limit. */
function ring(world: World, honest: Player[], bar: number, rng: Rng, size: number): Outcome {
  const all = [...honest.map((p) => ({ ...p, opponents: new Set(p.opponents), establishedOpponents: new Set(p.establishedOpponents) }))];
  const members = Array.from({ length: size + 1 }, () => all.push(newPlayer(0)) - 1);
  const b = members[0]!;
  const socks = members.slice(1);
  let matches = 0, days = 0;
  const pairKey = (x: number, y: number) => (x < y ? `${x}:${y}` : `${y}:${x}`);
  let today = new Map<string, number>();
  const fits = (group: number[]) => group.every((x, i) => group.slice(i + 1).every((y) => (today.get(pairKey(x, y)) ?? 0) < PAIR_LIMIT));
  const count = (group: number[]) => group.forEach((x, i) => group.slice(i + 1).forEach((y) => today.set(pairKey(x, y), (today.get(pairKey(x, y)) ?? 0) + 1)));
  /** Play one match of some group that fits today's pair limit (tried `tries` times at random), or move to the next day. */
  const tryMatch = (pick: () => number[], places: (g: number[]) => number[]): boolean => {
    for (let t = 0; t < 50; t++) {
      const g = pick();
      if (new Set(g).size === g.length && fits(g)) {
        play(world, all, g, places(g));
        count(g);
        matches++;
        return true;
      }
    }
    days++;
    today = new Map();
    return false;
  };
  const random = (from: number[], n: number) => [...from].sort(() => rng() - 0.5).slice(0, n);
  // Phase 1: everyone in the ring established, the booster with them, places spread so nobody sinks.
  while (members.some((m) => all[m]!.sigma >= ESTABLISHED_SIGMA) && matches < GIVE_UP_MATCHES) {
    tryMatch(() => random(members, 4), (g) => random([1, 2, 3, 4], 4).slice(0, g.length));
  }
  // Phase 2: the booster beats three of the ring a match, the rest of the ring keeping each other's ratings up.
  while (matches < GIVE_UP_MATCHES) {
    if (eligible(world, all[b]!) && conservativeRating(all[b]!) >= bar) break;
    tryMatch(() => [b, ...random(socks, 3)], () => [1, 2, 3, 4]);
  }
  const reached = eligible(world, all[b]!) && conservativeRating(all[b]!) >= bar;
  return outcome(reached, size + 1, matches, matches * MATCH_MINUTES + days * 24 * 60, all[b]!);
}

/** The populations the attacks are tried against: a young deployment (the issue's) and a mature one. */
export const POPULATIONS = { young: { players: 40, rounds: 15 }, mature: { players: 1000, rounds: 60 } } as const;

/** Every attack in both worlds and both populations, and the cheapest that reached the top 10 (fewest minutes). */
export function simulate(seed = 7) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [population, { players, rounds }] of Object.entries(POPULATIONS)) {
    out[population] = {};
    for (const world of ["before", "now"] as const) {
      const rng = seededRng(seed);
      const honest = honestWorld(world, players, rng, rounds);
      const bar = topTenBar(world, honest);
      const attacks: Record<string, Outcome> = {
        fodder2: fodder(world, honest, bar, 2),
        fodder4: fodder(world, honest, bar, 4),
        patientFodder: patientFodder(world, honest, bar, seededRng(seed + 1)),
      };
      for (const size of RINGS) attacks[`ring${size}`] = ring(world, honest, bar, seededRng(seed + size), size);
      const reached = Object.entries(attacks).filter(([, o]) => o.reached).sort((a, b) => a[1].minutes - b[1].minutes);
      out[population]![world] = { topTenRating: Math.round(bar), cheapest: reached[0]?.[0] ?? null, attacks };
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const result = simulate(Number(arg("--seed") ?? 7));
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : JSON.stringify(result, null, 2));
}
