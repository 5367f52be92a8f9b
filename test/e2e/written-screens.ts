/**
 * `npx tsx test/e2e/written-screens.ts`: the screens that show words as their language
 * writes them (élève, Häuser), for a person to look at: a French table's review (a
 * computer player's words and the nobody-found list) and a French practice round's
 * solution, at 360×740 and 1280×800, light and dark, into
 * test/e2e/screenshots/written/. Not a test; build the client first (`npx vite build`).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser, readBoard } from "./browser.ts";
import { wordsOnIn, writtenFormsIn } from "./words.ts";

const OUT = new URL("./screenshots/written/", import.meta.url).pathname;
const SIZES = [{ width: 360, height: 740 }, { width: 1280, height: 800 }];

async function shoot(page: Page, screen: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(OUT, `${screen}-${size.width}x${size.height}-${scheme}.png`), fullPage: size.width < 400 });
    }
  }
}

mkdirSync(OUT, { recursive: true });
const server = await startLocalServer("written-screens");
const browser = await launchBrowser();
const written = writtenFormsIn("fr");
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);

  // A French table with a hard computer player, one round: its words and the unfound ones.
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Hélène");
  await page.locator("details.house-rules summary").click();
  await page.locator('input[name="language"][value="fr"]').check();
  await page.getByRole("button", { name: "Play with bots" }).click();
  const solution = wordsOnIn("fr", await readBoard(page), 3);
  const accented = solution.filter((w) => written(w.word) !== w.word).slice(0, 3);
  for (const w of accented) {
    await page.getByLabel("Word", { exact: true }).fill(w.word);
    await page.keyboard.press("Enter");
    await page.locator(".feedback", { hasText: w.word.toUpperCase() }).waitFor();
  }
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator(".list.you").waitFor({ timeout: 240_000 });
  await page.locator(".list.you .word-btn").first().click();
  await shoot(page, "review-fr");

  // French practice: its solution.
  await page.goto("/practice");
  await page.getByRole("group", { name: "Language of the words" }).getByText("French", { exact: true }).click();
  const start = page.getByRole("button", { name: "Start practice" });
  await start.click();
  const cells = await readBoard(page);
  const first = wordsOnIn("fr", cells, 3).find((w) => written(w.word) !== w.word);
  if (first) {
    await page.getByLabel("Word", { exact: true }).fill(first.word);
    await page.keyboard.press("Enter");
  }
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator(".list.solution").waitFor();
  await shoot(page, "practice-fr");
  await context.close();
  console.log(`screens in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
