/**
 * A person's word choices, for the fair-play bench (test/bench/fair-play.ts): what the
 * clone rule and the paced-solver rule must leave alone. The bench's first model took the
 * computer players' choice (every player of a level knows exactly the level's words and
 * picks among them by the same weights), so two players of one level behind one address
 * often entered nearly the same short list: closer than people's lists are. Here each
 * player has their own:
 *
 * - **knowledge**: a vocabulary around their level's (SCOWL size, ±8 a person), each word
 *   known or not by its own draw (people of one level know different rare words);
 * - **attention**: where their eyes start on the board; words that start near it are
 *   spotted sooner and more often, within the level's taste for length;
 * - **tracing order**: the words are entered in the order the player comes across them
 *   (distance from where they looked first, longer words taking longer, plus chance),
 *   not in an order shared by everyone.
 *
 * How many words a round, and the taste for length, are the computer players' (BOT_PROFILES).
 */
import { BOT_PROFILES, roundForm, weightedSample } from "../../src/game/bots.ts";
import type { Rng } from "../../src/game/random.ts";
import type { BotLevel } from "../../src/protocol.ts";

/** A word of the board with its SCOWL size and one path. */
export interface BoardWord {
  word: string;
  level: number;
  path: readonly number[];
}

/** A standard normal draw (Box–Muller). */
function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(Math.max(rng(), 1e-12))) * Math.cos(2 * Math.PI * rng());
}

/** One person's finds on a board, in the order they enter them. */
export function personChoice(words: readonly BoardWord[], cells: number, level: BotLevel, rng: Rng): { word: string; level: number }[] {
  const profile = BOT_PROFILES[level];
  const side = Math.round(Math.sqrt(cells));
  const vocabulary = profile.maxLevel + 8 * gauss(rng);
  const reach = profile.maxLength + (rng() < 0.3 ? 1 : 0);
  const look = Math.floor(rng() * cells);
  const distance = (cell: number) => Math.max(Math.abs((cell % side) - (look % side)), Math.abs(Math.floor(cell / side) - Math.floor(look / side)));
  const known = words.filter((w) => w.word.length <= reach && rng() < 1 / (1 + Math.exp((w.level - vocabulary) / 4)));
  const count = Math.min(known.length, Math.max(0, Math.round(profile.target * roundForm(profile.spread, rng))));
  const taste = (w: BoardWord) => (1 + (profile.maxLevel - Math.min(w.level, profile.maxLevel)) / 10) * Math.pow(w.word.length, profile.lengthBias);
  const picked = weightedSample(known, count, (w) => taste(w) * Math.exp(-distance(w.path[0]!) / 2.5), rng);
  return picked
    .map((w) => ({ w, spot: distance(w.path[0]!) + 0.4 * w.word.length - 1.5 * Math.log(Math.max(rng(), 1e-12)) }))
    .sort((a, b) => a.spot - b.spot)
    .map(({ w }) => ({ word: w.word, level: w.level }));
}
