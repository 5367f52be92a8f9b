/**
 * `npx tsx test/e2e/edges-screens.ts [--lang de,fr|all]`: the screens issue 33 changed, in
 * every language (all nine by default) and both themes, at a phone (360×740) and a
 * laptop (1280×800), into test/e2e/screenshots/edges/<lang>/<screen>-<theme>-<size>.png,
 * and a contact sheet per language (edges/sheet-<lang>.png) to skim them. Not a test
 * (nothing is asserted): for a person to look at. Screens: home, the arena's start page,
 * an arena round's results with the best words of the board, the ranked queue alone
 * (the usual wait and what to play meanwhile), the bar that keeps the wait on another
 * page, a practice round's review with its solution, and the Not found page. Also: the
 * home page's choice of computer players, a name that starts with an emoji and runs past
 * 20 characters (the hint, the avatar), Back mid-round (the question, then home's way
 * back to the table), the one-line summary atop a table's review, a late table link's
 * join card before and after the match it found ends, the daily page (one language
 * picker, Play with no name), practice with words entered (NEW BEST on a second round)
 * and a small board found whole (the celebration). Starts its own server with the
 * browser tests' short arena rounds (build the client first).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn, wordsOnIn } from "./words.ts";
import type { Locale } from "../../client/i18n/index.ts";
import { contactSheets, langsAsked, shootBoth } from "./screens.ts";
import { shakeBoard } from "../../src/game/board.ts";
import { boardCode } from "../../src/game/board-code.ts";
import { seededRng } from "../../src/game/random.ts";

const langs = langsAsked();
/** `--skip-arena`: leave out the arena and the ranked queue (their rounds take the longest), e.g. to re-shoot the rest after a fix. */
const skipArena = process.argv.includes("--skip-arena");
const ROOT = new URL("./screenshots/edges/", import.meta.url).pathname;

const server = await startLocalServer("edges-screens", undefined, { ARENA_ROUND_MS: "20000", ARENA_BREAK_MS: "10000", ARENA_COUNTDOWN_MS: "3000" });
const browser = await launchBrowser();
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 1 });
const page = await context.newPage();
page.setDefaultTimeout(30_000);

/** Both themes at both sizes (screens.ts); `at` (a selector) is scrolled into view first when given; `on` another page than the main one. */
async function shoot(out: string, screen: string, at?: string, on: Page = page): Promise<void> {
  await shootBoth(on, out, screen, at ? { at } : {});
}

const solve = (lang: Locale, cells: readonly string[]) => (lang === "en" ? wordsOn(cells, 3) : wordsOnIn(lang, cells, 3)).map((w) => w.word);

/** The first seeded 4×4 board in `lang` with 4 to 8 words: few enough to type them all. */
function smallBoard(lang: Locale): { code: string; words: string[] } {
  for (let seed = 1; ; seed++) {
    const board = shakeBoard(4, seededRng(seed), lang);
    const words = solve(lang, board.cells);
    if (words.length >= 4 && words.length <= 8) return { code: boardCode(board, lang), words };
  }
}

/** End a round by "I'm done" (past its 3 s undo). */
async function done(): Promise<void> {
  await page.locator(".done-btn").click();
}

async function cellsOf(p: Page): Promise<string[]> {
  await p.locator(".board.live [role=gridcell]").first().waitFor();
  return p.locator(".board.live [role=gridcell]").evaluateAll((els) => els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()));
}

/** Enter `words`, `pauseMs` apart (the arena's fair-play rules flag a list entered faster than anyone types). */
async function enterAll(words: readonly string[], pauseMs = 60): Promise<void> {
  const field = page.locator("input#word");
  for (const w of words) {
    await field.fill(w);
    await field.press("Enter");
    await page.waitForTimeout(pauseMs);
  }
}

try {
  for (const lang of langs) {
    const out = join(ROOT, lang);
    mkdirSync(out, { recursive: true });
    await page.goto("/");
    await page.evaluate((l) => (localStorage.setItem("baffle.language", l), localStorage.setItem("baffle.name", "Hannah Montgomery"), localStorage.removeItem("baffle.playLanguage")), lang);
    await page.goto("/");
    await page.locator("form.card").first().waitFor();
    await shoot(out, "home");
    await page.goto("/nothing-here");
    await page.locator("h1").first().waitFor();
    await shoot(out, "not-found");

    if (!skipArena) {
      // The arena: its start page (only before this device has a profile), a round, its results.
      await page.goto("/arena");
      const intro = page.locator(".arena-intro");
      if (await intro.isVisible().catch(() => false) || (await intro.waitFor({ timeout: 3_000 }).then(() => true, () => false))) {
        await shoot(out, "arena-intro");
        await intro.locator("button.primary").click();
      }
      await page.locator(".arena-round .board.live").waitFor({ timeout: 60_000 });
      // A few words at a person's pace, short and long, as a player finds them.
      const found = solve(lang, await cellsOf(page));
      await enterAll([...found.slice(0, 3), ...found.slice(-3)], 1_500);
      await page.locator(".list.arena-best .word-btn").first().waitFor({ timeout: 60_000 });
      await shoot(out, "arena-results", ".list.arena-best");

      // Ranked, alone in this language's queue; then the arena meanwhile, with the bar.
      await page.goto("/ranked");
      const create = page.locator("form.card button.primary");
      if (await create.waitFor({ timeout: 3_000 }).then(() => true, () => false)) await create.click();
      await page.locator(".queue-meanwhile").waitFor();
      await shoot(out, "ranked-alone");
      await page.locator(".queue-meanwhile button").first().click();
      await page.locator(".queue-away").waitFor();
      await shoot(out, "queue-away");
      await page.locator(".queue-away button.link").click();
    }

    // Practice in the page's language: a first round with one short word sets the bests, a
    // second with the longest words beats them (NEW BEST), then its review and solution.
    await page.evaluate(() => localStorage.removeItem("baffle.practice"));
    await page.goto("/practice");
    for (const round of [0, 1]) {
      const start = page.locator("button.primary.big");
      await start.first().waitFor();
      for (let i = 0; i < 100 && !(await start.first().isEnabled()); i++) await page.waitForTimeout(300);
      await start.first().click();
      const words = solve(lang, await cellsOf(page));
      await enterAll(round === 0 ? words.slice(0, 1) : [...words].sort((a, b) => b.length - a.length).slice(0, 4));
      await done();
      await page.locator(".list").first().waitFor({ timeout: 30_000 });
    }
    await page.locator(".tag.new-best").first().waitFor();
    await shoot(out, "practice-review");
    await shoot(out, "practice-solution", ".list.solution, .solution");
    await shoot(out, "practice-bests", "#practice-bests-title");

    // A small board found whole: the celebration.
    const small = smallBoard(lang);
    await page.goto(`/practice?board=${small.code}`);
    const go = page.locator("button.primary.big");
    for (let i = 0; i < 100 && !(await go.isEnabled().catch(() => false)); i++) await page.waitForTimeout(300);
    await go.click();
    await cellsOf(page);
    await enterAll(small.words);
    await page.waitForTimeout(500);
    await done();
    await page.locator(".every-word").waitFor({ timeout: 30_000 });
    await shoot(out, "practice-every-word");

    // The daily page on a device that has no name yet (this one has a profile by now): one
    // language picker while the page and the board agree; Play with no name says why.
    const fresh = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 1 });
    const daily = await fresh.newPage();
    await daily.goto("/");
    await daily.evaluate((l) => localStorage.setItem("baffle.language", l), lang);
    await daily.goto("/daily");
    const play = daily.locator("button.primary.big").first();
    await play.waitFor();
    await play.click();
    await daily.locator("[role=alert]").first().waitFor();
    await shoot(out, "daily-no-name", undefined, daily);
    await fresh.close();

    // Home: the computer players' number and level; a long name that starts with an emoji.
    await page.goto("/");
    await page.locator("#bots-count").selectOption("7");
    await page.locator("#bots-level").selectOption("hard");
    const name = page.locator("input#name");
    await name.fill("");
    await name.pressSequentially("🦊 Bartholomew Fitzgerald");
    await page.waitForTimeout(300);
    await shoot(out, "home-bots-long-name");
    await page.locator("form.card button.primary").first().click();
    await page.locator(".seat.you .avatar").waitFor();
    await shoot(out, "lobby-emoji-name");

    // Play with bots, Back mid-round: the question, then home's way back, then the round's review.
    await page.goto("/");
    await page.locator("#bots-count").selectOption("1");
    await page.locator("form.card button[type=button]").first().click();
    const cells = await cellsOf(page);
    await page.goBack();
    await page.locator(".leave-ask").waitFor();
    await shoot(out, "leave-ask");
    await page.locator(".leave-ask button:not(.primary)").click();
    await page.locator(".back-to-table").waitFor();
    await shoot(out, "home-back-to-table", ".back-to-table");
    await page.locator(".back-to-table a").first().click();
    await page.locator(".board.live").waitFor();
    const found = solve(lang, cells);
    await enterAll([...found].sort((a, b) => b.length - a.length).slice(0, 3));
    await done();
    await page.locator(".your-round").waitFor({ timeout: 30_000 });
    await page.evaluate(() => scrollTo(0, 0));
    await shoot(out, "table-review-summary");

    // A table link opened late: the join card while its only round is played, then after
    // the match ended and a new lobby opened (the host plays in English, elsewhere).
    const made = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ settings: { rounds: 1 }, playWithBots: true }),
    });
    const { tableId } = (await made.json()) as { tableId: string };
    const host = await browser.newContext({ baseURL: server.url });
    const hp = await host.newPage();
    await hp.goto(`/t/${tableId}`);
    await hp.locator("#join-name").fill("Ann");
    await hp.locator("form.join button.primary").click();
    await hp.locator(".board.live").waitFor();
    await page.goto(`/t/${tableId}`);
    await page.locator("form.join .join-progress").waitFor();
    await shoot(out, "join-late-under-way");
    await hp.locator(".done-btn").click();
    await hp.getByRole("button", { name: "Play again" }).click();
    await hp.getByRole("button", { name: "Start", exact: true }).waitFor();
    await page.locator("form.join .join-progress").waitFor({ state: "detached", timeout: 30_000 });
    await shoot(out, "join-late-new-lobby");
    await host.close();
    console.log(`${lang}: done`);
  }
  await contactSheets(browser, ROOT, langs);
} finally {
  await browser.close();
  await server.stop();
}
