/**
 * The daily board by language in a real browser: Play in on the daily page switches to
 * that language's board of the day (German dice, a German word accepted as typed with
 * its umlaut or ß), a result on it is German's and shows its words as German writes them,
 * and the English board is still there to play, its own result apart.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { diceFor, dieFaces } from "../../src/game/board.ts";
import type { DailyResultResponse } from "../../src/protocol.ts";
import { newPlayer, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn, writtenFormsIn } from "./words.ts";

const browser = useBrowser();

const german = Dawg.load(readFileSync(new URL("../../dict/build/words-de.dawg", import.meta.url)));

async function play(page: Page): Promise<string[]> {
  const go = page.getByRole("button", { name: "Play today's board" });
  await expect.poll(() => go.isEnabled()).toBe(true);
  await go.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  return readBoard(page);
}

async function enter(page: Page, typed: string, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(typed);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

test("Play in German plays German's board of the day, with its own result; English's is still to play", async () => {
  const ann = await newPlayer(browser());
  await ann.page.goto("/daily");
  await ann.page.getByRole("heading", { name: /^Baffle #\d+/ }).waitFor();
  await ann.page.getByLabel("Name").fill("Ann");
  // The words are in the page's language: the picker opens when asked (one picker, issue 33).
  await ann.page.getByRole("button", { name: "Play in another language" }).click();
  const picker = ann.page.getByLabel("Play in");
  expect(await picker.inputValue()).toBe("en");
  await picker.selectOption("de");
  await ann.page.getByRole("button", { name: "Play today's board" }).waitFor();
  await screenshot(ann.page, "daily-intro-german-1280x800");
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  const cells = await play(ann.page);
  const faces = new Set(diceFor(4, "de").flatMap(dieFaces));
  expect(cells.every((c) => faces.has(c))).toBe(true);
  const words = solveBoard(german, cells, 3).map((w) => w.word).sort((a, b) => b.length - a.length);
  expect(words.length).toBeGreaterThan(0);
  // Typed with German letters (ss as ß where the word has it), the board spells it folded;
  // the longest word German writes otherwise (a noun, Häuser) if the board has one.
  const written = writtenFormsIn("de");
  const pick = words.find((w) => written(w) !== w) ?? words[0]!;
  const typed = pick.replace("ss", "ß");
  await enter(ann.page, typed, pick);
  await ann.page.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("heading", { name: /^Baffle #\d+$/ }).waitFor();
  const me = await ann.page.evaluate(() => JSON.parse(localStorage.getItem("baffle.player")!) as { playerId: string; secret: string });
  const day = async (language: string) => ann.page.evaluate(async ([id, secret, l]) => {
    const today = (await (await fetch("/api/daily")).json()) as { date: string };
    return (await (await fetch(`/api/daily/${today.date}/players/${id}?language=${l}`, { headers: { authorization: `Bearer ${secret}` } })).json()) as DailyResultResponse;
  }, [me.playerId, me.secret, language] as const);
  await expect.poll(async () => (await day("de")).result?.words.map((w) => w.word), { timeout: 15_000 }).toEqual([pick]);
  expect((await day("en")).result).toBeNull();
  // The result shows the words as German writes them (Häuser, Straße), the missed ones too.
  expect(await ann.page.locator(".list.you .w").allTextContents()).toEqual([written(pick)]);
  const missed = await ann.page.locator(".list.missed .w").allTextContents();
  expect(missed.length).toBeGreaterThan(0);
  const onBoard = new Set(words.map(written));
  for (const w of missed) expect(onBoard.has(w), w).toBe(true);

  // Back to English: its board, still to play as the day's scored try.
  await ann.page.getByLabel("Play in").selectOption("en");
  const english = await play(ann.page);
  expect(english).not.toEqual(cells);
  await enter(ann.page, wordsOn(english, 3)[0]!.word, wordsOn(english, 3)[0]!.word);
  await ann.page.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("heading", { name: /^Baffle #\d+$/ }).waitFor();
  await expect.poll(async () => (await day("en")).result?.words.length, { timeout: 15_000 }).toBe(1);
  expect((await day("de")).result?.words.map((w) => w.word)).toEqual([pick]);
  await ann.context.close();
});
