/**
 * `npx tsx test/e2e/screenshots.ts`: the screens a player meets, at a phone (360×740),
 * a phone turned sideways (740×360) and a laptop (1280×800), written to
 * test/e2e/screenshots/sizes/<screen>-<size>.png for a person to look at. Not a test (nothing
 * is asserted); it starts its own server like the browser tests do (build the client
 * first with `npx vite build`).
 *
 * The match: two players with long names and cancellation off, so the review shows
 * shared words that still score ("also found by …"), a penalty, names that must not be
 * cut where there is room, and a match end after two rounds. Around it, the screens of
 * issue 26: the home page in both themes, the host alone in the lobby (Start disabled,
 * with why), a late friend's join page and watcher's round and review, the whole solution
 * and a word's meaning in the review, the rescoring notice, a rematch asked and seen, the
 * same name twice in the lobby, the Not found page, and the daily try's undo and result
 * (today's without its board code, a past day's with it).
 *
 * `--lang de` (or fr, es, it, nl, pt, sv, ru; `all` for every language) takes them in another language,
 * chosen as the switch would (the device remembers it), into screenshots/sizes-<lang>/:
 * longer words must not overflow a phone either. The match's table and the daily board play
 * in that language too (its dice, its letters on the board: Cyrillic for ru).
 * `--dark` takes every screen in the dark theme, into screenshots/sizes[-<lang>]-dark/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn, wordsOnIn } from "./words.ts";
import { locale, LOCALES, type Catalogue, type Locale } from "../../client/i18n/index.ts";
import en from "../../client/i18n/messages/en.ts";
import enPages from "../../client/i18n/messages/en-pages.ts";
import enAfterRound from "../../client/i18n/messages/en-after-round.ts";
import de from "../../client/i18n/messages/de.ts";
import fr from "../../client/i18n/messages/fr.ts";
import es from "../../client/i18n/messages/es.ts";
import it from "../../client/i18n/messages/it.ts";
import nl from "../../client/i18n/messages/nl.ts";
import pt from "../../client/i18n/messages/pt.ts";
import sv from "../../client/i18n/messages/sv.ts";
import ru from "../../client/i18n/messages/ru.ts";

const CATALOGUES: Record<Locale, Partial<Catalogue>> = { en: { ...en, ...enPages, ...enAfterRound }, de, fr, es, it, nl, pt, sv, ru };
const asked = process.argv[process.argv.indexOf("--lang") + 1];
const langs: readonly Locale[] = process.argv.includes("--lang") ? (asked === "all" ? LOCALES : [asked as Locale]) : ["en"];
if (langs.some((l) => !LOCALES.includes(l))) throw new Error(`--lang takes one of ${LOCALES.join(", ")} or all`);
const dark = process.argv.includes("--dark");
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
/** A label that holds a number, as a pattern for any number in any of the language's plural forms ("Show all 57 words", "Показать все 52 слова"). */
function wn(key: keyof Catalogue): RegExp {
  const quote = (s = "") => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const forms = [7, 2, 21, 25].map((n) => (CATALOGUES[lang][key] as (p: { n: number }) => string)({ n }).split(String(n)));
  return new RegExp(`^(?:${forms.map(([before, after]) => `${quote(before)}\\d+${quote(after)}`).join("|")})$`);
}

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
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, hasTouch: true, deviceScaleFactor: 1, colorScheme: dark ? "dark" : "light" });
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
  OUT = new URL(`./screenshots/sizes${lang === "en" ? "" : `-${lang}`}${dark ? "-dark" : ""}/`, import.meta.url).pathname;
  /** Words on a board of the language being shot, from its dictionary. */
  const solve = (cells: readonly string[]) => (lang === "en" ? wordsOn(cells, 3) : wordsOnIn(lang, cells, 3)).map((x) => x.word);
  mkdirSync(OUT, { recursive: true });
  const host = await player("Hannah Montgomery");
  const guest = await player("Nobody from here");

  await host.page.goto("/");
  await host.page.getByRole("button", { name: w("home.create"), exact: true }).waitFor();
  await shoot(host.page, "home");
  await host.page.emulateMedia({ colorScheme: "dark" });
  await shoot(host.page, "home-dark");
  await host.page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
  await host.page.goto("/nothing-here");
  await host.page.getByRole("heading", { name: w("notFound.title") }).waitFor();
  await shoot(host.page, "not-found");

  const res = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ settings: { rounds: 2, cancellation: false, penalty: 1, language: lang } }),
  });
  const { tableId } = (await res.json()) as { tableId: string };
  await host.page.goto(`/t/${tableId}`);
  await host.page.getByRole("button", { name: w("join.join"), exact: true }).click();
  await host.page.getByRole("button", { name: w("lobby.start"), exact: true }).waitFor();
  await shoot(host.page, "lobby-alone");
  await guest.page.goto(`/t/${tableId}`);
  await guest.page.getByRole("button", { name: w("join.join"), exact: true }).click();
  await host.page.getByRole("button", { name: w("lobby.addBot") }).click();
  await host.page.locator(".seat.bot").waitFor();
  await shoot(host.page, "lobby");
  await host.page.getByRole("button", { name: w("lobby.start"), exact: true }).click();
  await host.page.getByRole("timer").waitFor();
  await shoot(host.page, "countdown");
  for (const p of [host, guest]) await p.page.getByRole("grid", { name: w("board.label") }).waitFor();
  // A friend arrives late (named like the host, so Play again seats them as "… 2").
  const late = await player("Hannah Montgomery");
  await late.page.goto(`/t/${tableId}`);
  const watch = late.page.getByRole("button", { name: w("join.watch"), exact: true });
  await watch.waitFor();
  await shoot(late.page, "join-mid-match");
  await watch.click();
  await late.page.getByRole("grid", { name: w("board.label") }).waitFor();

  for (let round = 1; round <= 2; round++) {
    await host.page.getByRole("grid", { name: w("board.label") }).waitFor();
    const cells = await host.page.getByRole("grid", { name: w("board.label") }).getByRole("gridcell").evaluateAll((els) =>
      els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()),
    );
    const words = solve(cells);
    // Both find the first two (shared), each finds some of their own, the host one refused.
    for (const w of words.slice(0, 2)) for (const p of [host, guest]) await enter(p.page, w);
    for (const w of words.slice(2, 8)) await enter(host.page, w);
    for (const w of words.slice(8, 11)) await enter(guest.page, w);
    await enter(host.page, "qzx");
    if (round === 1) {
      await shoot(host.page, "round");
      await shoot(late.page, "watcher-round");
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
      await shoot(late.page, "watcher-review");
      // A word's meaning on a phone, and the board's whole solution.
      await guest.page.locator(".round-review .word-btn").first().tap();
      await guest.page.locator(".word-meaning .meanings, .word-meaning p.small").last().waitFor();
      await guest.page.waitForTimeout(300);
      await guest.page.screenshot({ path: join(OUT, "review-meaning-360x740.png") });
      await host.page.getByRole("button", { name: wn("review.showAll") }).click();
      await host.page.setViewportSize({ width: 1280, height: 800 });
      await host.page.screenshot({ path: join(OUT, "review-all-words-1280x800-full.png"), fullPage: true });
      await host.page.setViewportSize({ width: 360, height: 740 });
      await host.page.screenshot({ path: join(OUT, "review-all-words-360x740-full.png"), fullPage: true });
      // The host raises the penalty: everyone is told what it did. (From a wide window: at
      // 360 px Playwright scrolls the panel's summary under the review's sticky board, where a
      // player would scroll it just below.)
      await host.page.setViewportSize({ width: 1280, height: 800 });
      const panel = host.page.locator("details.house-rules");
      await panel.locator("summary").click();
      await panel.getByRole("group", { name: w("rules.penalty.legend") }).locator(".pill", { hasText: "−2" }).click();
      await host.page.setViewportSize({ width: 360, height: 740 });
      await guest.page.locator(".notices .banner", { hasText: host.name }).waitFor();
      await shoot(guest.page, "rescore-notice");
      for (const p of [host, guest]) await p.page.getByRole("button", { name: w("review.ready"), exact: true }).click();
      const second = (CATALOGUES[lang]["table.roundLabel.rounds"] as (p: { round: number; rounds: number }) => string)({ round: 2, rounds: 2 });
      await host.page.locator(".round-label", { hasText: second }).waitFor();
    }
  }
  await host.page.getByRole("button", { name: w("matchEnd.playAgain"), exact: true }).waitFor();
  await host.page.waitForTimeout(500);
  await shoot(host.page, "match-end");
  await host.page.screenshot({ path: join(OUT, "match-end-360x740-full.png"), fullPage: true });
  // The guest asks for a rematch; the host sees it and accepts; the late friend is seated as "… 2".
  await guest.page.getByRole("button", { name: w("matchEnd.rematch.ask") }).click();
  await host.page.locator(".rematch-ask").waitFor();
  await shoot(guest.page, "rematch-sent");
  await shoot(host.page, "rematch-asked");
  await host.page.locator(".rematch-ask").getByRole("button", { name: w("matchEnd.playAgain") }).click();
  await host.page.locator(".seat", { hasText: "Hannah Montgomery 2" }).waitFor();
  await shoot(host.page, "lobby-same-names");
  await host.page.getByRole("button", { name: w("lobby.invite.share"), exact: true }).or(host.page.getByRole("button", { name: w("common.copyLink") })).waitFor();

  // The daily board: the try's undo, today's result without its board code, a past day's with it.
  const daily = await player("Dana");
  await daily.page.goto("/daily");
  await daily.page.getByLabel(w("name.label")).fill("Dana");
  const play = daily.page.getByRole("button", { name: w("home.daily.play") });
  while (!(await play.isEnabled())) await daily.page.waitForTimeout(100);
  await play.click();
  await daily.page.getByRole("grid", { name: w("board.label") }).waitFor();
  const dayCells = await daily.page.getByRole("grid", { name: w("board.label") }).getByRole("gridcell").evaluateAll((els) =>
    els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()),
  );
  for (const x of solve(dayCells).slice(-4)) await enter(daily.page, x);
  await daily.page.getByRole("button", { name: w("round.done") }).click();
  await daily.page.screenshot({ path: join(OUT, "daily-undo-360x740.png") }); // within the 3 s
  await daily.page.getByRole("button", { name: w("round.undo") }).click();
  await daily.page.getByRole("button", { name: w("round.done") }).click();
  await daily.page.locator(".figure").first().waitFor();
  await shoot(daily.page, "daily-result-today");
  await daily.page.screenshot({ path: join(OUT, "daily-result-today-360x740-full.png"), fullPage: true });
  await daily.page.getByRole("button", { name: w("daily.yesterday") }).click();
  await daily.page.getByRole("grid", { name: w("board.label") }).waitFor();
  await daily.page.getByRole("button", { name: w("round.done") }).click();
  await daily.page.getByText(w("boardCode.label")).waitFor();
  await shoot(daily.page, "daily-result-past");
  await daily.page.screenshot({ path: join(OUT, "daily-result-past-360x740-full.png"), fullPage: true });
  for (const p of [host, guest, late, daily]) await p.context.close();
  console.log(`screenshots in ${OUT}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
