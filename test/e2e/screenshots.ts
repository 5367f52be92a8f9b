/**
 * `npx tsx test/e2e/screenshots.ts`: the screens a player meets, at a phone (360×740),
 * a phone turned sideways (740×360) and a laptop (1280×800), written to
 * test/e2e/screenshots/sizes/<screen>-<size>.png for a person to look at. Not a test (nothing
 * is asserted); it starts its own server like the browser tests do (build the client
 * first with `npx vite build`).
 *
 * The match: two players with long names and cancellation off, so the review shows
 * shared words that still score ("also found by …"), a penalty, names that must not be
 * cut where there is room, and a match end after two rounds.
 *
 * `--lang de` (or fr, es; `all` for every language) takes them in another language,
 * chosen as the switch would (the device remembers it), into screenshots/sizes-<lang>/:
 * longer words must not overflow a phone either.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";
import { locale, LOCALES, type Catalogue, type Locale } from "../../client/i18n/index.ts";
import en from "../../client/i18n/messages/en.ts";
import de from "../../client/i18n/messages/de.ts";
import fr from "../../client/i18n/messages/fr.ts";
import es from "../../client/i18n/messages/es.ts";

const CATALOGUES: Record<Locale, Partial<Catalogue>> = { en, de, fr, es };
const asked = process.argv[process.argv.indexOf("--lang") + 1];
const langs: readonly Locale[] = process.argv.includes("--lang") ? (asked === "all" ? LOCALES : [asked as Locale]) : ["en"];
if (langs.some((l) => !LOCALES.includes(l))) throw new Error(`--lang takes one of ${LOCALES.join(", ")} or all`);
const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "740x360", width: 740, height: 360, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

const server = await startLocalServer("screenshots");
const browser = await launchBrowser();
let OUT = "";
let lang: Locale = "en";
/** A label as the catalogue writes it in the language being shot. */
const w = (key: keyof Catalogue) => CATALOGUES[lang][key] as string;

/** Save `<screen>-<size>.png` for every size, resizing the same page. */
async function shoot(page: Page, screen: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(OUT, `${screen}-${size.name}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

async function player(name: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.addInitScript(([n, l]) => (localStorage.setItem("baffle.name", n!), localStorage.setItem("baffle.language", l!)), [name, lang]);
  return { context, page, name };
}

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel(w("play.word"), { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: word.toUpperCase() }).waitFor();
}

try {
  for (lang of langs) {
  locale.value = lang; // for the catalogue's own formatting of a label ("Runde 2 von 2")
  OUT = new URL(lang === "en" ? "./screenshots/sizes/" : `./screenshots/sizes-${lang}/`, import.meta.url).pathname;
  mkdirSync(OUT, { recursive: true });
  const host = await player("Hannah Montgomery");
  const guest = await player("Nobody from here");

  await host.page.goto("/");
  await host.page.getByRole("button", { name: w("home.create"), exact: true }).waitFor();
  await shoot(host.page, "home");

  const res = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ settings: { rounds: 2, cancellation: false, penalty: 1 } }),
  });
  const { tableId } = (await res.json()) as { tableId: string };
  for (const p of [host, guest]) {
    await p.page.goto(`/t/${tableId}`);
    await p.page.getByRole("button", { name: w("join.join"), exact: true }).click();
  }
  await host.page.getByRole("button", { name: w("lobby.addBot") }).click();
  await host.page.locator(".seat.bot").waitFor();
  await shoot(host.page, "lobby");
  await host.page.getByRole("button", { name: w("lobby.start"), exact: true }).click();
  await host.page.getByRole("timer").waitFor();
  await shoot(host.page, "countdown");
  for (const p of [host, guest]) await p.page.getByRole("grid", { name: w("board.label") }).waitFor();

  for (let round = 1; round <= 2; round++) {
    await host.page.getByRole("grid", { name: w("board.label") }).waitFor();
    const cells = await host.page.getByRole("grid", { name: w("board.label") }).getByRole("gridcell").evaluateAll((els) =>
      els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()),
    );
    const words = wordsOn(cells, 3).map((w) => w.word);
    // Both find the first two (shared), each finds some of their own, the host one refused.
    for (const w of words.slice(0, 2)) for (const p of [host, guest]) await enter(p.page, w);
    for (const w of words.slice(2, 8)) await enter(host.page, w);
    for (const w of words.slice(8, 11)) await enter(guest.page, w);
    await enter(host.page, "qzx");
    if (round === 1) {
      await shoot(host.page, "round");
      // The on-screen keyboard open: half the height left.
      await host.page.setViewportSize({ width: 360, height: 370 });
      await host.page.getByLabel(w("play.word"), { exact: true }).focus();
      await host.page.screenshot({ path: join(OUT, "round-keyboard-360x370.png") });
      await host.page.setViewportSize({ width: 360, height: 740 });
    }
    for (const p of [host, guest]) await p.page.getByRole("button", { name: w("round.done"), exact: true }).click();
    if (round === 1) {
      await host.page.getByRole("button", { name: w("review.ready"), exact: true }).waitFor();
      await shoot(host.page, "review");
      await host.page.screenshot({ path: join(OUT, "review-360x740-full.png"), fullPage: true });
      for (const p of [host, guest]) await p.page.getByRole("button", { name: w("review.ready"), exact: true }).click();
      const second = (CATALOGUES[lang]["table.roundLabel.rounds"] as (p: { round: number; rounds: number }) => string)({ round: 2, rounds: 2 });
      await host.page.locator(".round-label", { hasText: second }).waitFor();
    }
  }
  await host.page.getByRole("button", { name: w("matchEnd.playAgain"), exact: true }).waitFor();
  await host.page.waitForTimeout(500);
  await shoot(host.page, "match-end");
  await host.page.screenshot({ path: join(OUT, "match-end-360x740-full.png"), fullPage: true });
  await host.context.close();
  await guest.context.close();
  console.log(`screenshots in ${OUT}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
