/**
 * `npm run bench -- --only bots --language L` must run to the end on a fresh clone: this runs
 * its German part for a few rounds (the figures are the bench's business, not npm test's) and
 * checks that each one is a number and that no computer player went past its level.
 */
import { expect, it } from "vitest";
import { benchLanguageBots } from "../bench/language-bots.ts";

it("the language bench measures every board size and level of a language's computer players", async () => {
  const figures = await benchLanguageBots("de", 3);
  for (const [key, value] of Object.entries(figures)) expect(Number.isFinite(value), key).toBe(true);
  for (const size of [4, 5, 6]) {
    expect(figures[`easyRarestLevel${size}`]).toBeLessThanOrEqual(20);
    expect(figures[`normalRarestLevel${size}`]).toBeLessThanOrEqual(35);
    expect(figures[`hardRarestLevel${size}`]).toBeLessThanOrEqual(50);
    expect(figures[`reshakesPerBoard${size}`]).toBeGreaterThanOrEqual(0);
  }
}, 120_000);
