/**
 * Ranked play in a real browser: Ann (desktop) and Bob (phone) each press Play ranked
 * for the first time, pick a name, wait in the queue, and meet at one ranked table with
 * no casual controls. They play its three rounds (one shared word struck out), and each
 * sees both ratings change. Then the pages: the leaderboard (which lists established
 * players only, so after one game it must match what the server lists and not show
 * them), both profiles with the provisional rating, the history and the chart, the
 * results page with every round's lists, renaming, and the private link that moves
 * Ann's profile to a third browser. axe finds nothing serious on any of these pages;
 * screenshots at 1280×800 and 360×740. A match nobody enters a word in is aborted, and
 * every page says it was not rated. Last, `npm run play -- --ranked` plays a ranked match
 * from the terminal, twice, the second time as the same players, flagged as a solver. (The tests of
 * this file share the one lobby, so they run one after another.)
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import type { LeaderboardResponse, ProfileResponse } from "../../src/protocol.ts";
import { baseURL, DESKTOP, newPlayer, PHONE, queueFirstTime, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { holdLobby } from "./lobby-lock.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();
// The lobby is shared by the whole server: no other file's test queues while one of these runs.
holdLobby();

const identityOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("baffle.player") ?? "null") as { playerId: string; secret: string; name: string } | null);

const api = async <T>(page: Page, path: string): Promise<T> => page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;

/** From home, Play ranked on a device with no identity yet: pick a name, and wait in the queue. */
async function enter(page: Page, word: string): Promise<void> {
  const field = page.getByLabel("Word", { exact: true });
  await field.fill(word);
  await field.press("Enter");
  await page.locator(".feedback", { hasText: `${word.toUpperCase()} accepted` }).waitFor();
}

test("two players queue for ranked, play a match, and see their ratings, profiles and results", async () => {
  const ann = await newPlayer(browser(), { viewport: DESKTOP });
  const bob = await newPlayer(browser(), { viewport: PHONE, touch: true });

  // First time: Play ranked asks for a name and creates the identity on the device.
  // Ann cancels once and queues again.
  await queueFirstTime(ann.page, "Ann");
  await ann.page.getByRole("button", { name: "Cancel", exact: true }).click();
  await ann.page.getByRole("heading", { name: "You left the queue" }).waitFor();
  await ann.page.getByRole("button", { name: "Find a game" }).click();
  await ann.page.getByRole("heading", { name: "Finding a ranked game…" }).waitFor();
  // Alone in the queue, Ann cannot be matched yet: a steady page for axe.
  await ann.page.locator(".queue-figures", { hasText: "1 player waiting" }).waitFor();
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await queueFirstTime(bob.page, "Bob");
  const annId = (await identityOf(ann.page))!;
  const bobId = (await identityOf(bob.page))!;
  expect(annId.name).toBe("Ann");
  expect(annId.secret.length).toBeGreaterThanOrEqual(22);
  expect(bobId.playerId).not.toBe(annId.playerId);

  // The queue shows how many wait and for how long, until the lobby pairs them (two
  // players start once the first has waited 10 s).
  await ann.page.locator(".queue-figures").waitFor();
  await screenshot(ann.page, "ranked-queue-1280x800");
  await screenshot(bob.page, "ranked-queue-360x740");

  // Matched: straight to the same table, seated by token, without casual controls.
  await ann.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await bob.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  expect(bob.page.url()).toBe(ann.page.url());
  const tableId = ann.page.url().split("/t/")[1]!;

  // Both joined, so the match starts by itself: three rounds on the standard rules.
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();
  await bob.page.getByRole("grid", { name: "Board" }).waitFor();
  await ann.page.locator(".round-label", { hasText: "Round 1 of 3" }).waitFor();
  for (const { page } of [ann, bob]) {
    for (const name of ["Start", "Add computer player", "Copy link", "Play again"]) {
      expect(await page.getByRole("button", { name, exact: true }).count()).toBe(0);
    }
  }

  // Someone else with the link cannot take a seat at a ranked table.
  const stranger = await newPlayer(browser(), { viewport: PHONE });
  await stranger.page.goto(`/t/${tableId}`);
  await stranger.page.getByLabel("Name", { exact: true }).fill("Eve");
  // The match is under way, so the join page offers to watch; a ranked table refuses that too.
  await stranger.page.getByRole("button", { name: "Watch", exact: true }).click();
  await stranger.page.getByRole("heading", { name: "No seat for you here" }).waitFor();
  await stranger.context.close();

  let shared = "";
  for (let round = 1; round <= 3; round++) {
    await ann.page.locator(".round-label", { hasText: `Round ${round} of 3` }).waitFor();
    await ann.page.getByRole("grid", { name: "Board" }).waitFor();
    await bob.page.getByRole("grid", { name: "Board" }).waitFor();
    const words = wordsOn(await readBoard(ann.page), 3).filter((w) => w.word.length <= 6);
    // Round 1: one shared word, then one each; later rounds: Ann finds more.
    if (round === 1) {
      shared = words[0]!.word;
      await enter(ann.page, shared);
      await enter(bob.page, shared);
      await enter(bob.page, words[1]!.word);
      await enter(ann.page, words[2]!.word);
      await enter(ann.page, words[3]!.word);
    } else {
      await enter(ann.page, words[0]!.word);
    }
    await ann.page.getByRole("button", { name: "I'm done" }).click();
    await bob.page.getByRole("button", { name: "I'm done" }).click();
    if (round < 3) {
      // The review between rounds has no house rules to change, for the host either.
      await ann.page.getByRole("button", { name: "Ready", exact: true }).waitFor();
      await bob.page.getByRole("button", { name: "Ready", exact: true }).waitFor();
      for (const { page } of [ann, bob]) expect(await page.locator("details.house-rules", { hasText: "Table settings" }).count()).toBe(0);
      await ann.page.getByRole("button", { name: "Ready", exact: true }).click();
      await bob.page.getByRole("button", { name: "Ready", exact: true }).click();
    }
  }

  // Match end: each sees both players' ratings before and after, provisional marks included.
  for (const { page } of [ann, bob]) {
    const table = page.getByRole("table", { name: "Rating changes" });
    await table.waitFor({ timeout: 60_000 });
    const rows = await table.locator("tbody tr").allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^1stAnn.*1500\? → 1[5-9]\d\d\?? \+\d+$/);
    expect(rows[1]).toMatch(/^2ndBob.*1500\? → 1[0-4]\d\d\?? \u2212\d+$/);
    await page.getByRole("button", { name: "Play ranked again" }).waitFor();
  }
  for (const { page } of [ann, bob]) {
    expect(await page.locator("details.house-rules", { hasText: "Table settings" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Play a tie-break" }).count()).toBe(0);
  }
  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  await screenshot(ann.page, "ranked-match-end-1280x800");
  await screenshot(bob.page, "ranked-match-end-360x740");

  // The profile shows the new, still provisional rating, the match and the chart.
  const annProfile = await api<ProfileResponse>(ann.page, `/api/players/${annId.playerId}`);
  expect(annProfile.games).toBe(1);
  await ann.page.getByRole("link", { name: "Ann" }).first().click();
  await ann.page.waitForURL(new RegExp(`/p/${annId.playerId}$`));
  await ann.page.getByRole("heading", { name: /^Ann/ }).waitFor();
  const shown = `${annProfile.rating}${annProfile.provisional ? "?" : ""}`;
  await ann.page.locator(".profile-figures dd", { hasText: shown }).waitFor();
  await ann.page.getByRole("img", { name: /^Rating over 1 match: from 1500 to / }).waitFor();
  await ann.page.locator(".history a", { hasText: "1st of 2" }).waitFor();
  expect(await ann.page.locator(".history a").getAttribute("href")).toBe(`/r/${tableId}`);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await screenshot(ann.page, "ranked-profile-1280x800", true);

  // The leaderboard lists established players only: after one game neither is there,
  // and the page shows exactly what the server lists.
  await ann.page.getByRole("link", { name: "Leaderboard" }).first().click();
  await ann.page.getByRole("heading", { name: "Leaderboard" }).waitFor();
  await ann.page.locator(".empty, .ranked-table").first().waitFor();
  const board = await api<LeaderboardResponse>(ann.page, "/api/leaderboard");
  const listed = await ann.page.locator(".ranked-table tbody th").allTextContents();
  expect(listed).toEqual(board.players.map((p) => p.name));
  expect(board.players.some((p) => p.playerId === annId.playerId || p.playerId === bobId.playerId)).toBe(false);
  if (board.players.length === 0) await ann.page.getByText("Nobody is listed yet").waitFor();
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await screenshot(ann.page, "ranked-leaderboard-1280x800");
  await ann.page.setViewportSize(PHONE);
  await screenshot(ann.page, "ranked-leaderboard-360x740");
  await ann.page.setViewportSize(DESKTOP);

  // The results page: standings, ratings and every round's lists, the shared word struck.
  await bob.page.goto(`/r/${tableId}`);
  await bob.page.getByRole("heading", { name: /Ranked match results/ }).waitFor();
  for (const round of [1, 2, 3]) await bob.page.getByRole("heading", { name: `Round ${round}`, exact: true }).waitFor();
  expect(await bob.page.locator("s", { hasText: shared }).count()).toBe(2);
  await bob.page.getByRole("table", { name: "Rating changes" }).waitFor();
  expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  await screenshot(bob.page, "ranked-results-360x740");

  // Bob's profile on his phone: renaming goes through PATCH and shows at once.
  await bob.page.goto(`/p/${bobId.playerId}`);
  await bob.page.locator(".history a", { hasText: "2nd of 2" }).waitFor();
  await bob.page.getByLabel("Name", { exact: true }).fill("Bobby");
  await bob.page.getByRole("button", { name: "Rename", exact: true }).click();
  await bob.page.getByRole("heading", { name: /^Bobby/ }).waitFor();
  expect((await api<ProfileResponse>(bob.page, `/api/players/${bobId.playerId}`)).name).toBe("Bobby");
  expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  await screenshot(bob.page, "ranked-profile-360x740", true);

  await ann.page.goto(`/r/${tableId}`);
  await ann.page.getByRole("heading", { name: "Round 3", exact: true }).waitFor();
  await screenshot(ann.page, "ranked-results-1280x800", true);

  // Ann moves her profile to another device with the private link (secret in the fragment).
  await ann.page.goto(`/p/${annId.playerId}`);
  await ann.page.getByRole("button", { name: "Show the private link" }).click();
  const link = await ann.page.getByLabel("Private link to this profile").inputValue();
  const url = new URL(link);
  expect(url.pathname + url.search).toBe("/device");
  expect(url.hash).toContain(annId.secret);
  const tablet = await newPlayer(browser(), { viewport: PHONE });
  await tablet.page.goto(link);
  await tablet.page.getByRole("button", { name: "Use this profile here" }).waitFor();
  // The secret does not stay in the address bar.
  expect(new URL(tablet.page.url()).hash).toBe("");
  expect(await seriousA11yViolations(tablet.page)).toEqual([]);
  await tablet.page.getByRole("button", { name: "Use this profile here" }).click();
  await tablet.page.waitForURL(new RegExp(`/p/${annId.playerId}$`));
  // The profile moves with its id, name and secret; a device proof is each device's own (issue 32), not carried by the link.
  const { device: _device, ...carried } = annId as typeof annId & { device?: string };
  expect(await identityOf(tablet.page)).toMatchObject(carried);
  await tablet.page.getByRole("button", { name: "Play ranked" }).waitFor();

  await ann.context.close();
  await bob.context.close();
  await tablet.context.close();
}, 300_000); // three rounds, two profiles and a device hand-over: 78 s here, past 120 s on a machine whose CPU is half stolen

test("a ranked table waits for the matched players, and calls the match off when only one comes", async () => {
  const cy = await newPlayer(browser(), { viewport: PHONE, touch: true });
  const dee = await newPlayer(browser(), { viewport: DESKTOP });
  // Dee's table socket never reaches the server: she is matched but never sits down.
  await dee.context.routeWebSocket(/\/api\/tables\/.*\/ws$/, () => {});
  await queueFirstTime(cy.page, "Cy");
  await queueFirstTime(dee.page, "Dee");
  await cy.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });

  // Cy sees who was matched, who has arrived, and when it starts; no casual controls.
  await cy.page.getByRole("heading", { name: /Ranked match/ }).waitFor();
  await cy.page.locator(".seat", { hasText: "Dee" }).getByText("On the way").waitFor();
  await cy.page.getByText(/Starting in \d:\d\d with whoever is here/).waitFor();
  expect(await cy.page.getByRole("button", { name: "Start", exact: true }).count()).toBe(0);
  expect(await cy.page.getByRole("button", { name: "Copy link" }).count()).toBe(0);
  expect(await seriousA11yViolations(cy.page)).toEqual([]);
  expect(await cy.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(cy.page, "ranked-arrival-360x740");

  // 30 s after the table was made, one arrival is not a match: called off, no rating change.
  await cy.page.getByRole("heading", { name: "Match called off" }).waitFor({ timeout: 60_000 });
  await cy.page.getByRole("button", { name: "Play ranked again" }).waitFor();
  const me = (await identityOf(cy.page))!;
  const profile = await api<ProfileResponse>(cy.page, `/api/players/${me.playerId}`);
  expect(profile.games).toBe(0);
  expect(profile.rating).toBe(1500);
  await screenshot(cy.page, "ranked-cancelled-360x740");
  await cy.context.close();
  await dee.context.close();
});

test("a ranked match nobody entered a word in is aborted: the table, the results and the profile say it was not rated", async () => {
  const fay = await newPlayer(browser(), { viewport: DESKTOP });
  const gil = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await queueFirstTime(fay.page, "Fay");
  await queueFirstTime(gil.page, "Gil");
  await fay.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await gil.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  const tableId = fay.page.url().split("/t/")[1]!;
  for (let round = 1; round <= 3; round++) {
    for (const { page } of [fay, gil]) {
      // The pause ends by itself after 25 s even if a Ready click is lost in a re-render.
      await page.locator(".round-label", { hasText: `Round ${round} of 3` }).waitFor({ timeout: 45_000 });
      await page.getByRole("button", { name: "I'm done" }).click();
    }
    if (round < 3) for (const { page } of [fay, gil]) await page.getByRole("button", { name: "Ready", exact: true }).click();
  }
  await fay.page.getByText("Aborted, not rated: fewer than two players entered a word in the first round.").waitFor();
  await fay.page.getByRole("link", { name: "Results page" }).click();
  await fay.page.waitForURL(new RegExp(`/r/${tableId}$`));
  await fay.page.getByText("Aborted, not rated: fewer than two players entered a word in the first round.").waitFor();
  const me = (await identityOf(fay.page))!;
  await fay.page.goto(`/p/${me.playerId}`);
  await fay.page.locator(".history", { hasText: "aborted, not rated" }).waitFor();
  const profile = await api<ProfileResponse>(fay.page, `/api/players/${me.playerId}`);
  expect(profile).toMatchObject({ games: 0, rating: 1500 });
  expect(profile.history[0]).toMatchObject({ tableId, unrated: "aborted", aborted: true });
  expect(await seriousA11yViolations(fay.page)).toEqual([]);
  await fay.context.close();
  await gil.context.close();
});

test("npm run play -- --ranked plays a ranked match from a terminal, then again as the same players, flagged as the solver it is", async () => {
  const config = mkdtempSync(join(tmpdir(), "baffle-play-"));
  const play = () =>
    promisify(execFile)(join(process.cwd(), "node_modules/.bin/tsx"), ["test/play.ts", "--ranked", "--url", baseURL()], {
      cwd: process.cwd(),
      env: { ...process.env, XDG_CONFIG_HOME: config },
    });
  try {
    const first = await play();
    expect(first.stdout).toMatch(/created ranked player Ann/);
    expect(first.stdout).toMatch(/play --ranked: OK — 2 players/);
    const ids = [...first.stdout.matchAll(/created ranked player \w+ \(([\w-]+)\)/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(first.stdout).toMatch(/ratings: not rated \(flagged\)/);
    // Flagged players are matched only with each other: the same two play again.
    const second = await play();
    expect(second.stdout).not.toMatch(/created ranked player/);
    expect(second.stdout).toMatch(/play --ranked: OK — 2 players/);
    expect(second.stdout).toMatch(/ratings: not rated \(flagged\)/);
    for (const id of ids) {
      const profile = (await (await fetch(`${baseURL()}/api/players/${id}`)).json()) as ProfileResponse;
      expect(profile).toMatchObject({ flagged: true, games: 0, rating: 1500 });
      expect(profile.history.map((h) => h.unrated)).toEqual(["flagged", "flagged"]);
    }
  } finally {
    rmSync(config, { recursive: true, force: true });
  }
});

test("a casual match's end links to its results page, which shows the standings", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Kit");
  await page.getByText("Table settings").click();
  await page.getByLabel("Rounds", { exact: true }).selectOption("1");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const tableId = page.url().split("/t/")[1]!;
  await enter(page, wordsOn(await readBoard(page), 3)[0]!.word);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("link", { name: "Results page" }).click();
  await page.waitForURL(new RegExp(`/r/${tableId}$`));
  await page.getByRole("heading", { name: "Match results" }).waitFor();
  const rows = await page.getByRole("table", { name: "Final standings" }).locator("tbody tr").allTextContents();
  expect(rows).toHaveLength(2);
  expect(rows.some((r) => r.includes("Kit"))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "casual-results-360x740", true);
  await context.close();
});
