/**
 * `npx tsx test/e2e/edges-screens.ts [--lang de,fr|all]`: the screens issue 33 changed, in
 * every language (all nine by default) and both themes, at a phone (360×740) and a
 * laptop (1280×800), into test/e2e/screenshots/edges/<lang>/<screen>-<theme>-<size>.png,
 * and a contact sheet per language (edges/sheet-<lang>.png) to skim them. Not a test
 * (nothing is asserted): for a person to look at. Screens: home, the arena's start page,
 * an arena round's results with the best words of the board, the ranked queue alone
 * (the usual wait and what to play meanwhile), the bar that keeps the wait on another
 * page, a practice round's review with its solution, and the Not found page. Starts its
 * own server with the browser tests' short arena rounds (build the client first).
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn, wordsOnIn } from "./words.ts";
import { LOCALES, type Locale } from "../../client/i18n/index.ts";

const asked = process.argv[process.argv.indexOf("--lang") + 1];
const langs: readonly Locale[] = process.argv.includes("--lang") && asked !== "all" ? (asked!.split(",") as Locale[]) : LOCALES;
const SIZES = [{ name: "360x740", width: 360, height: 740 }, { name: "1280x800", width: 1280, height: 800 }] as const;
const ROOT = new URL("./screenshots/edges/", import.meta.url).pathname;

const server = await startLocalServer("edges-screens", undefined, { ARENA_ROUND_MS: "20000", ARENA_BREAK_MS: "10000", ARENA_COUNTDOWN_MS: "3000" });
const browser = await launchBrowser();
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 1 });
const page = await context.newPage();
page.setDefaultTimeout(30_000);

/** Both themes at both sizes; `at` (a selector) is scrolled into view first when given. */
async function shoot(out: string, screen: string, at?: string): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => document.fonts.ready);
      if (at) await page.locator(at).first().scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(400); // past the buttons' colour transition after a theme switch
      await page.screenshot({ path: join(out, `${screen}-${theme}-${size.name}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 360, height: 740 });
}

const solve = (lang: Locale, cells: string[]) => (lang === "en" ? wordsOn(cells, 3) : wordsOnIn(lang, cells, 3)).map((w) => w.word);

async function cellsOf(p: Page): Promise<string[]> {
  await p.locator(".board.live [role=gridcell]").first().waitFor();
  return p.locator(".board.live [role=gridcell]").evaluateAll((els) => els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()));
}

async function enterAll(words: readonly string[]): Promise<void> {
  const field = page.locator("input#word");
  for (const w of words) {
    await field.fill(w);
    await field.press("Enter");
    await page.waitForTimeout(60);
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

    // The arena: its start page (only before this device has a profile), a round, its results.
    await page.goto("/arena");
    const intro = page.locator(".arena-intro");
    if (await intro.isVisible().catch(() => false) || (await intro.waitFor({ timeout: 3_000 }).then(() => true, () => false))) {
      await shoot(out, "arena-intro");
      await intro.locator("button.primary").click();
    }
    await page.locator(".arena-round .board.live").waitFor({ timeout: 60_000 });
    await enterAll(solve(lang, await cellsOf(page)).slice(-6));
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

    // Practice: a round ended at once, its review and solution.
    await page.goto("/practice");
    const start = page.locator("form button.primary.big");
    await start.waitFor();
    for (let i = 0; i < 100 && !(await start.isEnabled()); i++) await page.waitForTimeout(300);
    await start.click();
    await enterAll(solve(lang, await cellsOf(page)).slice(0, 5));
    await page.locator(".done-btn").click();
    await page.locator(".list").first().waitFor({ timeout: 30_000 });
    await shoot(out, "practice-review");
    await shoot(out, "practice-solution", ".list.solution, .solution");
    console.log(`${lang}: done`);
  }
  // A contact sheet per language: every shot as a thumbnail, named.
  for (const lang of langs) {
    const dir = join(ROOT, lang);
    const files = readdirSync(dir).filter((f) => f.endsWith(".png")).sort();
    const html = `<body style="margin:0;font:11px sans-serif;display:flex;flex-wrap:wrap;gap:6px;background:#888">${files
      .map((f) => `<figure style="margin:0;width:${f.includes("1280") ? 384 : 144}px"><img src="file://${join(dir, f)}" style="width:100%"><figcaption>${f}</figcaption></figure>`)
      .join("")}</body>`;
    const sheet = join(ROOT, `sheet-${lang}.html`);
    writeFileSync(sheet, html);
    const p = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await p.goto(`file://${sheet}`);
    await p.waitForTimeout(500);
    await p.screenshot({ path: join(ROOT, `sheet-${lang}.png`), fullPage: true });
    await p.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
