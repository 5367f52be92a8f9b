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
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startLocalServer } from "../local-server.ts";
import { launchBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const OUT = new URL("./screenshots/sizes/", import.meta.url).pathname;
const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "740x360", width: 740, height: 360, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

const server = await startLocalServer("screenshots");
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });

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
  await page.addInitScript((n) => localStorage.setItem("baffle.name", n), name);
  return { context, page, name };
}

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: word.toUpperCase() }).waitFor();
}

try {
  const host = await player("Hannah Montgomery");
  const guest = await player("Nobody from here");

  await host.page.goto("/");
  await shoot(host.page, "home");
  await host.page.emulateMedia({ colorScheme: "dark" });
  await shoot(host.page, "home-dark");
  await host.page.emulateMedia({ colorScheme: "light" });
  await host.page.goto("/nothing-here");
  await host.page.getByRole("heading", { name: "No page here" }).waitFor();
  await shoot(host.page, "not-found");

  const res = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ settings: { rounds: 2, cancellation: false, penalty: 1 } }),
  });
  const { tableId } = (await res.json()) as { tableId: string };
  await host.page.goto(`/t/${tableId}`);
  await host.page.getByRole("button", { name: "Join", exact: true }).click();
  await host.page.getByRole("button", { name: "Start", exact: true }).waitFor();
  await shoot(host.page, "lobby-alone");
  await guest.page.goto(`/t/${tableId}`);
  await guest.page.getByRole("button", { name: "Join", exact: true }).click();
  await host.page.getByRole("button", { name: "Add computer player" }).click();
  await host.page.locator(".seat.bot").waitFor();
  await shoot(host.page, "lobby");
  await host.page.getByRole("button", { name: "Start", exact: true }).click();
  await host.page.getByRole("timer").waitFor();
  await shoot(host.page, "countdown");
  for (const p of [host, guest]) await p.page.getByRole("grid", { name: "Board" }).waitFor();
  // A friend arrives late (named like the host, so Play again seats them as "… 2").
  const late = await player("Hannah Montgomery");
  await late.page.goto(`/t/${tableId}`);
  await late.page.getByText("under way").waitFor();
  await shoot(late.page, "join-mid-match");
  await late.page.getByRole("button", { name: "Watch", exact: true }).click();
  await late.page.getByRole("grid", { name: "Board" }).waitFor();

  for (let round = 1; round <= 2; round++) {
    await host.page.getByRole("grid", { name: "Board" }).waitFor();
    const cells = await host.page.getByRole("grid", { name: "Board" }).getByRole("gridcell").evaluateAll((els) =>
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
      await shoot(late.page, "watcher-round");
      // The on-screen keyboard open: half the height left.
      await host.page.setViewportSize({ width: 360, height: 370 });
      await host.page.getByLabel("Word", { exact: true }).focus();
      await host.page.screenshot({ path: join(OUT, "round-keyboard-360x370.png") });
      await host.page.setViewportSize({ width: 360, height: 740 });
    }
    for (const p of [host, guest]) await p.page.getByRole("button", { name: "I'm done" }).click();
    if (round === 1) {
      await host.page.getByRole("button", { name: "Ready", exact: true }).waitFor();
      await shoot(host.page, "review");
      await host.page.screenshot({ path: join(OUT, "review-360x740-full.png"), fullPage: true });
      await shoot(late.page, "watcher-review");
      // A word's meaning on a phone, and the board's whole solution.
      await guest.page.locator(".round-review .word-btn").first().tap();
      await guest.page.locator(".word-meaning .meanings, .word-meaning p.small").last().waitFor();
      await guest.page.waitForTimeout(300);
      await guest.page.screenshot({ path: join(OUT, "review-meaning-360x740.png") });
      await host.page.getByRole("button", { name: /^Show all \d+ words$/ }).click();
      await host.page.setViewportSize({ width: 1280, height: 800 });
      await host.page.screenshot({ path: join(OUT, "review-all-words-1280x800-full.png"), fullPage: true });
      await host.page.setViewportSize({ width: 360, height: 740 });
      await host.page.screenshot({ path: join(OUT, "review-all-words-360x740-full.png"), fullPage: true });
      // The host raises the penalty: everyone is told what it did.
      const panel = host.page.locator("details.house-rules");
      await panel.locator("summary").click();
      await panel.getByRole("group", { name: /^Points off/ }).locator(".pill", { hasText: "−2" }).click();
      await guest.page.locator(".notices .banner", { hasText: "changed the rules" }).waitFor();
      await shoot(guest.page, "rescore-notice");
      for (const p of [host, guest]) await p.page.getByRole("button", { name: "Ready", exact: true }).click();
      await host.page.getByText("Round 2 of 2").waitFor();
    }
  }
  await host.page.getByRole("button", { name: "Play again" }).waitFor();
  await host.page.waitForTimeout(500);
  await shoot(host.page, "match-end");
  await host.page.screenshot({ path: join(OUT, "match-end-360x740-full.png"), fullPage: true });
  // The guest asks for a rematch; the host sees it and accepts; the late friend is seated as "… 2".
  await guest.page.getByRole("button", { name: "Ask for a rematch" }).click();
  await host.page.locator(".rematch-ask").waitFor();
  await shoot(guest.page, "rematch-sent");
  await shoot(host.page, "rematch-asked");
  await host.page.locator(".rematch-ask").getByRole("button", { name: "Play again" }).click();
  await host.page.locator(".seat", { hasText: "Hannah Montgomery 2" }).waitFor();
  await shoot(host.page, "lobby-same-names");
  await host.page.getByRole("button", { name: "Invite", exact: true }).or(host.page.getByRole("button", { name: "Copy link" })).waitFor();

  // The daily board: the try's undo, today's result without its board code, a past day's with it.
  const daily = await player("Dana");
  await daily.page.goto("/daily");
  await daily.page.getByLabel("Name").fill("Dana");
  const play = daily.page.getByRole("button", { name: "Play today's board" });
  while (!(await play.isEnabled())) await daily.page.waitForTimeout(100);
  await play.click();
  await daily.page.getByRole("grid", { name: "Board" }).waitFor();
  const dayCells = await daily.page.getByRole("grid", { name: "Board" }).getByRole("gridcell").evaluateAll((els) =>
    els.map((e) => (e.getAttribute("aria-label") ?? "").toLowerCase()),
  );
  for (const w of wordsOn(dayCells, 3).map((x) => x.word).slice(-4)) await enter(daily.page, w);
  await daily.page.getByRole("button", { name: "I'm done" }).click();
  await daily.page.screenshot({ path: join(OUT, "daily-undo-360x740.png") }); // within the 3 s
  await daily.page.getByRole("button", { name: "Undo" }).click();
  await daily.page.getByRole("button", { name: "I'm done" }).click();
  await daily.page.locator(".figure").first().waitFor();
  await shoot(daily.page, "daily-result-today");
  await daily.page.screenshot({ path: join(OUT, "daily-result-today-360x740-full.png"), fullPage: true });
  await daily.page.getByRole("button", { name: "Yesterday's board (practice)" }).click();
  await daily.page.getByRole("grid", { name: "Board" }).waitFor();
  await daily.page.getByRole("button", { name: "I'm done" }).click();
  await daily.page.getByText("Board code").waitFor();
  await shoot(daily.page, "daily-result-past");
  await daily.page.screenshot({ path: join(OUT, "daily-result-past-360x740-full.png"), fullPage: true });
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
