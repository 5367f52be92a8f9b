/**
 * "Play this board": from a table's review, the link opens practice in a new tab on the
 * very dice of that round; the practice round is played, and its review puts the score
 * beside the original players' (their names and points carried in the link). A code
 * typed on the practice page plays those dice too, and a code no dice can deal is refused.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { boardCode } from "../../src/game/board-code.ts";
import { shakeBoard, sizeForCells } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { DESKTOP, newPlayer, readBoard, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

test("Play this board from a review plays the same dice in practice and shows the comparison", async () => {
  const { ann, ben } = await playingPair(browser());
  const cells = await readBoard(ann.page);
  const words = wordsOn(cells, 3).map((w) => w.word);
  await enter(ann.page, words[0]!);
  await enter(ann.page, words[1]!);
  await enter(ben.page, words[2]!);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("button", { name: "Ready", exact: true }).waitFor();
  const scoreOf = async (name: string) => Number((await ann.page.locator(".list", { has: ann.page.locator("h3", { hasText: new RegExp(`^${name}(?![a-z])`) }) }).locator("h3 .score").first().textContent())!.replace(/\D/g, ""));
  const annScore = await scoreOf("Ann");
  const benScore = await scoreOf("Ben");

  const code = boardCode({ size: sizeForCells(cells.length)!, cells });
  expect(await ann.page.locator(".board-code code").textContent()).toBe(code);
  const [practice] = await Promise.all([ann.context.waitForEvent("page"), ann.page.getByRole("link", { name: "Play this board" }).click()]);
  await practice.waitForURL(/\/practice\?board=/);
  await practice.locator(".given-board", { hasText: code }).waitFor();
  const start = practice.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  expect(await readBoard(practice)).toEqual(cells);
  expect(await practice.locator(".practice-note").textContent()).toContain("unrated");
  const mine = words.slice(-3);
  for (const w of mine) await enter(practice, w);
  const points = Number(/(\d+) points?/.exec((await practice.locator(".wordlist h2 .muted").textContent()) ?? "")![1]);
  await practice.getByRole("button", { name: "I'm done" }).click();

  const table = practice.locator("table.comparison");
  await table.waitFor();
  const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")!.textContent, Number(tr.querySelector("td")!.textContent)]));
  expect(rows).toEqual(
    expect.arrayContaining([
      ["You (practice)", points],
      ["Ann", annScore],
      ["Ben", benScore],
    ]),
  );
  expect(rows).toHaveLength(3);
  expect(rows.map((r) => r[1])).toEqual([...rows.map((r) => r[1] as number)].sort((a, b) => b - a));
  // Unrated: the replay sets no personal best.
  expect(await practice.getByRole("heading", { name: "New personal best!" }).count()).toBe(0);
  await ann.context.close();
  await ben.context.close();
});

test("practice plays a typed board code and refuses one no dice can deal", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP });
  await page.goto("/practice");
  await page.getByRole("heading", { name: "Practice alone" }).waitFor();
  const field = page.getByLabel("Board code", { exact: true });
  await field.fill("4" + "E".repeat(16));
  const play = page.getByRole("button", { name: "Play this code" });
  await expect.poll(() => play.isEnabled()).toBe(true);
  await play.click();
  await page.locator("#board-code-problem", { hasText: "not a board the dice can deal" }).waitFor();

  // A real deal, typed in lower case with spaces between the rows.
  const { cells } = shakeBoard(4, seededRng(20));
  const code = boardCode({ size: 4, cells });
  await field.fill(`${code.slice(0, 5).toLowerCase()} ${code.slice(5, 9)} ${code.slice(9)}`);
  await play.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect(await readBoard(page)).toEqual(cells);
  await context.close();
});

test("a crafted practice link and pasted junk get the board-code message, never a blank page", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP });
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  // The link's code is itself a link whose escape does not decode (issue 27).
  await page.goto("/practice?board=%3Fboard%3D%25");
  await page.locator("#board-code-problem", { hasText: "The link's board code is not right." }).waitFor();
  const field = page.getByLabel("Board code", { exact: true });
  await field.fill("https://baffle.example/practice?board=%");
  await page.getByRole("button", { name: "Play this code" }).click();
  await page.locator("#board-code-problem", { hasText: "A board code starts with its size" }).waitFor();
  await page.getByRole("heading", { name: "Practice alone" }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("a casual table's results page shows each round's board and lists, and plays a round's board", async () => {
  const { ann, ben } = await playingPair(browser(), { rounds: 1 });
  const cells = await readBoard(ann.page);
  const word = wordsOn(cells, 3).at(-1)!.word;
  await enter(ann.page, word);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  // I'm done is sent once its 3 s of Undo have run out: wait for the match to end.
  await ann.page.getByRole("button", { name: "Play again" }).waitFor();
  const tableId = new URL(ann.page.url()).pathname.split("/")[2]!;
  await ben.context.close();

  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP });
  await page.goto(`/r/${tableId}`);
  await page.getByRole("heading", { name: "Round 1" }).waitFor();
  expect(await readBoard(page, "Board of the round")).toEqual(cells);
  expect(await page.locator(".list", { hasText: "Ann" }).locator(".w").allTextContents()).toEqual([word]);
  await page.getByRole("link", { name: "Play this board" }).click();
  await page.waitForURL(/\/practice\?board=/);
  await page.locator(".given-board", { hasText: "played by Ann, Ben" }).waitFor();
  await context.close();
  await ann.context.close();
});
