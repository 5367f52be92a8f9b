/**
 * `npx tsx test/e2e/learn-screens.ts [--lang de,fr|all]`: issue 34's screens in every
 * language (all nine by default), both themes, at a phone (360×740) and a laptop
 * (1280×800), into test/e2e/screenshots/learn/<lang>/<screen>-<theme>-<size>.png, with a
 * contact sheet per language (learn/sheet-<lang>.png). Not a test (nothing is asserted):
 * for a person to look at. Each language is a fresh device: a practice round brings the
 * coach's three tips (a refused word, a pause with endings to try, the first review);
 * then a file of a week's rounds and a deck of that board's words is read on the Me page
 * (the Me page with its charts, bests and the deck's progress; the Learn page; a drill),
 * and the device's profile shows its achievements. Starts its own server (build the
 * client first).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import type { Locale } from "../../client/i18n/index.ts";
import { endingsToTry } from "../../src/learn/coach.ts";
import { cardId, FILE_KIND, FILE_VERSION, type DeckCard, type StoredRound } from "../../src/learn/device-file.ts";
import { newMemory, review, type Memory } from "../../src/learn/schedule.ts";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn, wordsOnIn } from "./words.ts";
import { contactSheets, langsAsked, shootBoth } from "./screens.ts";

const langs = langsAsked();
const ROOT = new URL("./screenshots/learn/", import.meta.url).pathname;
const DAY = 86_400_000;

const server = await startLocalServer("learn-screens");
const browser = await launchBrowser();

/** Both themes at both sizes (screens.ts), the whole page (or the viewport at `at`, scrolled into view). */
async function shoot(page: Page, out: string, screen: string, at?: string): Promise<void> {
  await shootBoth(page, out, screen, at ? { at } : { fullPage: true });
}

const solve = (lang: Locale, cells: string[]) => (lang === "en" ? wordsOn(cells, 3) : wordsOnIn(lang, cells, 3)).map((w) => w.word);

async function cellsOf(p: Page): Promise<string[]> {
  await p.locator(".board.live [role=gridcell]").first().waitFor();
  return p.locator(".board.live [role=gridcell]").evaluateAll((els) => els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()));
}

async function enter(page: Page, words: readonly string[]): Promise<void> {
  const field = page.locator("input#word");
  for (const w of words) {
    await field.fill(w);
    await field.press("Enter");
    await page.waitForTimeout(80);
  }
}

/** A card added at `start` and found in a drill each time it came due, up to `now`. */
function memoryAfter(start: number, now: number): Memory {
  let m = newMemory(start);
  for (let i = 0; i < 40 && m.due <= now; i++) m = review(m, "found", Math.max(m.due, start + i * 60_000));
  return m;
}

/** A week of rounds on this board's words, and a deck of them: some due, some learned. */
function deviceFile(lang: Locale, cells: string[], words: string[], now: number): string {
  const modes = ["practice", "daily", "table", "arena", "practice", "daily", "drill", "table"] as const;
  const rounds: StoredRound[] = modes.map((mode, i) => {
    const at = now - (7 - i) * DAY + 3_600_000;
    const found = words.filter((_, k) => (k + i) % 3 === 0).slice(0, 6 + i * 2);
    const ws = found.map((word) => ({ word, points: Math.max(1, word.length - 2) }));
    return { id: `${mode}:${at}`, at, mode, language: lang, points: ws.reduce((n, w) => n + w.points, 0), words: ws, refused: i % 3, boardWords: words.length };
  });
  const learnable = words.filter((w) => w.length >= 4).slice(-14);
  const cards: DeckCard[] = learnable.map((word, i) => ({
    id: cardId(lang, word), word, language: lang, board: cells, foundBy: i % 2 ? ["Ann", "Bob"] : [], from: i % 2 ? "table" : "daily",
    added: now - 6 * DAY, memory: i < 5 ? newMemory(now - 2 * DAY) : memoryAfter(now - (i < 9 ? 3 : 150) * DAY, now),
  }));
  return JSON.stringify({ kind: FILE_KIND, version: FILE_VERSION, exportedAt: now, cards, rounds });
}

async function oneLanguage(context: BrowserContext, lang: Locale): Promise<void> {
  const out = join(ROOT, lang);
  mkdirSync(out, { recursive: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto("/");
  await page.evaluate((l) => (localStorage.setItem("baffle.language", l), localStorage.setItem("baffle.name", "Hannah Montgomery")), lang);

  // Practice: the coach's refused word, then its pause with endings, then its review.
  await page.goto("/practice");
  const start = page.locator("form button.primary.big");
  await start.waitFor();
  for (let i = 0; i < 100 && !(await start.isEnabled()); i++) await page.waitForTimeout(300);
  await start.click();
  const cells = await cellsOf(page);
  const words = solve(lang, cells);
  const onBoard = new Set(words);
  const junk = [cells.slice(0, 3).join(""), cells.slice(0, 4).join(""), cells.slice(2, 6).join("")].find((w) => !onBoard.has(w))!;
  await enter(page, [junk]);
  await page.locator('.coach-tip[data-tip="refused"]').waitFor();
  await shoot(page, out, "coach-refused", ".coach-tip");
  await page.locator(".coach-tip button.link").click();
  const bases = words.filter((w) => endingsToTry([w], (x) => onBoard.has(x), lang).length > 0).slice(0, 3);
  await enter(page, bases.length > 0 ? bases : words.slice(0, 3));
  if (await page.locator('.coach-tip[data-tip="pause"]').waitFor({ timeout: 30_000 }).then(() => true, () => false)) {
    await shoot(page, out, "coach-pause", ".coach-tip");
  } else console.log(`${lang}: no pause tip (no ending fits this board)`);
  await page.locator(".done-btn").click();
  await page.locator(".coach-review").waitFor({ timeout: 30_000 });
  await shoot(page, out, "coach-review", ".coach-review");

  // The Me page with a week read from a file, the Learn page, a drill.
  await page.goto("/me");
  await page.locator(".me-data").waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: "baffle.json", mimeType: "application/json", buffer: Buffer.from(deviceFile(lang, cells, words, Date.now())) });
  await page.locator(".me-data .ok-note").waitFor();
  await page.locator("#chart-points canvas").waitFor();
  await shoot(page, out, "me");
  await page.goto("/learn");
  await page.locator(".learn-cards li").first().waitFor();
  await shoot(page, out, "learn");
  await page.locator(".learn-summary button").first().click();
  await page.locator(".board.live").waitFor();
  await shoot(page, out, "drill");

  // The profile on this device: the achievements earned here.
  const me = await page.evaluate(async () => {
    const r = await fetch("/api/players", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Hannah Montgomery" }) });
    const p = (await r.json()) as { playerId: string; secret: string; name: string; device?: string };
    localStorage.setItem("baffle.player", JSON.stringify(p));
    return p.playerId;
  });
  await page.goto(`/p/${me}`);
  if (await page.locator(".profile-achievements").waitFor({ timeout: 10_000 }).then(() => true, () => false)) {
    await shoot(page, out, "profile-achievements", ".profile-achievements");
  } else console.log(`${lang}: no achievements on the profile`);
  await page.close();
}

try {
  for (const lang of langs) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
    await oneLanguage(context, lang);
    await context.close();
    console.log(`${lang}: done`);
  }
  await contactSheets(browser, ROOT, langs);
} finally {
  await browser.close();
  await server.stop();
}
