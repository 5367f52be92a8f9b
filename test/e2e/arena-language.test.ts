/**
 * Issue 33, item 3: the arena in another language. A browser in German opens /arena: the
 * start page says its words are German and what a word scores (points by length, from
 * the arena's own table, not "every word scores its length"), and the round it opens is
 * German's own arena (its board's words are German words, one of them accepted), on a
 * phone. Axe finds nothing serious on the start page.
 */
import { expect, test } from "vitest";
import { scoreWord } from "../../src/game/scoring.ts";
import { useArenaServer } from "./arena-rounds.ts";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn, wordsOnIn } from "./words.ts";

const browser = useBrowser();
const arena = useArenaServer();

test("a German browser's arena says its words are German and what each length scores, and plays German's board", async () => {
  const { context, page } = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true, locale: "de-DE" });
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  await page.goto("/arena");
  const intro = page.locator(".arena-intro");
  await intro.getByRole("heading", { name: "Jetzt mit allen spielen" }).waitFor();
  const text = (await intro.textContent())!;
  expect(text).toContain("Die Wörter sind auf Deutsch.");
  expect(text).not.toContain("nach seiner Länge");
  const points = (n: number) => scoreWord("a".repeat(n), "classic");
  expect(text).toContain(`3 oder 4 Buchstaben = ${points(3)}, 5 = ${points(5)}, 6 = ${points(6)}, 7 = ${points(7)}, ab 8 = ${points(8)}`);
  await screenshot(page, "arena-intro-de-360x740", true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel("Name", { exact: true }).fill("Greta");
  await page.getByRole("button", { name: "Spielen", exact: true }).click();
  const cells = await readBoard(page, "Spielfeld");
  expect(sockets.some((u) => u.includes("/api/arena/de/")), sockets.join(" ")).toBe(true);
  // A German word that English does not have, accepted.
  const english = new Set(wordsOn(cells, 3).map((w) => w.word));
  const german = wordsOnIn("de", cells, 3).find((w) => !english.has(w.word));
  expect(german, `no German-only word on ${cells.join("")}`).toBeDefined();
  await page.getByLabel("Wort", { exact: true }).fill(german!.word);
  await page.keyboard.press("Enter");
  await expect.poll(() => page.locator(".feedback").textContent()).toContain("angenommen");
  await context.close();
}, 120_000);
