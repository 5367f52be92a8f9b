/**
 * Practice bests are kept per language, and a board given by its code shows the bests of
 * the board's language: a Spanish board's page showed the English bests ("HIT" as its
 * longest word), because a given board's setup always read English's. Here the device
 * holds an English best and a Spanish one; a Spanish board's code shows the Spanish
 * one, on a phone, and the page's own choice in English still shows English's.
 */
import { expect, test } from "vitest";
import { shakeBoard } from "../../src/game/board.ts";
import { boardCode } from "../../src/game/board-code.ts";
import { seededRng } from "../../src/game/random.ts";
import { newPlayer, PHONE, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a Spanish board's code shows the Spanish bests, not the English ones", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("baffle.best.4x4", JSON.stringify({ points: 9, words: 3, longest: "hit" }));
    localStorage.setItem("baffle.best.es.4x4", JSON.stringify({ points: 14, words: 5, longest: "casas" }));
    localStorage.setItem("baffle.practice", JSON.stringify({ size: 4, timer: "normal", language: "en", training: "none", length: 5 }));
  });
  const longest = page.locator("section[aria-labelledby=bests-title] td.longest").first();

  await page.goto(`/practice?board=${boardCode(shakeBoard(4, seededRng(7), "es"), "es")}`);
  await page.locator(".given-board").waitFor();
  await expect.poll(() => longest.textContent()).toBe("CASAS");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto("/practice");
  await expect.poll(() => longest.textContent()).toBe("HIT");
  await context.close();
});
