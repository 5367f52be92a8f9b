/**
 * Friends in a real browser. Bob (a desktop) has played today's daily board and opens
 * his Friends page, with his follow link and its QR code; Ann, on a phone with no
 * identity yet, opens that link, gives her name and follows him with one tap, and her
 * Friends page then shows Bob's daily result, and her own daily result "you and your
 * friends" with his score beside hers; she unfollows. axe finds nothing serious
 * on the pages; screenshots of each, light and dark, go to test/e2e/screenshots/.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { baseURL, newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

interface Made { playerId: string; secret: string; name: string }

async function api<T>(path: string, body: unknown, secret?: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A player who has handed in today's daily with three words, through the HTTP API as the client does. */
async function playedDaily(name: string, made?: Made): Promise<{ who: Made; points: number }> {
  const who = made ?? await api<Made>("/api/players", { name });
  const start = await api<{ cells: string[]; token: string }>("/api/daily/start", { playerId: who.playerId }, who.secret);
  const words = wordsOn(start.cells).slice(0, 3);
  await new Promise((r) => setTimeout(r, 400)); // the words' times are not ahead of the clock
  const result = await api<{ result: { points: number } }>("/api/daily/hand-in", { token: start.token, words: words.map((w, i) => ({ word: w.word, ms: 100 * (i + 1) })) });
  return { who, points: result.result.points };
}

async function bothThemes(page: Page, name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `${name}-${scheme}`, true);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("a phone follows a player by their link and sees their daily result on the Friends page", async () => {
  const { who: bobId, points } = await playedDaily("Bob");
  const bob = await newPlayer(browser());
  await bob.page.goto("/");
  await bob.page.evaluate((id) => localStorage.setItem("baffle.player", JSON.stringify(id)), bobId);
  await bob.page.goto("/friends");
  await bob.page.getByRole("heading", { name: "Your follow link" }).waitFor();
  await bob.page.getByRole("img", { name: "QR code of your follow link" }).waitFor();
  const link = await bob.page.getByRole("textbox", { name: "Your follow link" }).inputValue();
  expect(link).toBe(`${baseURL()}/f/${bobId.playerId}`);
  await bob.page.getByText("You don’t follow anyone yet.", { exact: false }).waitFor();
  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  await bothThemes(bob.page, "friends-own-link-desktop");

  const ann = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await ann.page.goto(link);
  await ann.page.getByRole("heading", { name: "Follow Bob" }).waitFor();
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await bothThemes(ann.page, "friends-follow-link-phone");
  await ann.page.getByLabel("Name").fill("Ann");
  await ann.page.getByRole("button", { name: "Follow", exact: true }).click();
  await ann.page.waitForURL(/\/friends$/);
  const friend = ann.page.locator(".friend", { has: ann.page.getByRole("heading", { name: "Bob" }) });
  await friend.waitFor();
  await expect.poll(() => friend.textContent()).toContain(`${points} points, 3 words`);
  await friend.getByRole("link", { name: "Play this board" }).waitFor();
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await bothThemes(ann.page, "friends-page-phone");
  // Nothing runs off the phone's width.
  expect(await ann.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Ann's own result of the day shows Bob's score beside hers.
  const annId = JSON.parse((await ann.page.evaluate(() => localStorage.getItem("baffle.player")))!) as Made;
  const { points: annPoints } = await playedDaily("Ann", annId);
  await friend.getByRole("link", { name: "Play this board" }).click();
  await ann.page.waitForURL(/\/daily$/);
  const board = ann.page.getByRole("region", { name: "You and your friends" });
  await board.getByRole("table").waitFor();
  const rows = await board.getByRole("row").allTextContents();
  expect(rows.slice(1).map((r) => r.replace(/\s+/g, " ").trim())).toEqual(
    [["Annyou", annPoints], ["Bob", points]].sort((a, b) => (b[1] as number) - (a[1] as number)).map(([n, p]) => `${n}${p}`),
  );
  await board.scrollIntoViewIfNeeded();
  await screenshot(ann.page, "friends-daily-board-phone-light");
  await ann.page.goto("/friends");
  await friend.waitFor();

  await friend.getByRole("button", { name: "Unfollow Bob" }).click();
  await ann.page.getByText("You don’t follow anyone yet.", { exact: false }).waitFor();
  await ann.context.close();
  await bob.context.close();
});

test("the leaderboards by period: the arena's and the daily board's lists for each period, on a phone", async () => {
  const reader = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await reader.page.goto("/");
  const door = reader.page.getByRole("link", { name: "Leaderboards by week, month and year" });
  await door.scrollIntoViewIfNeeded();
  await screenshot(reader.page, "home-leaders-link-phone-light");
  await door.click();
  await reader.page.waitForURL(/\/leaders$/);
  await reader.page.getByRole("heading", { name: "Best average" }).waitFor();
  await reader.page.getByRole("heading", { name: "Hall of fame" }).waitFor();
  expect(await seriousA11yViolations(reader.page)).toEqual([]);
  await bothThemes(reader.page, "leaders-arena-week-phone");
  await reader.page.getByRole("button", { name: "Daily board" }).click();
  await reader.page.getByRole("button", { name: "This month" }).click();
  await reader.page.getByRole("heading", { name: "Most points" }).waitFor();
  expect(await reader.page.getByRole("button", { name: "This month" }).getAttribute("aria-pressed")).toBe("true");
  expect(await seriousA11yViolations(reader.page)).toEqual([]);
  await bothThemes(reader.page, "leaders-daily-month-phone");
  expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await reader.context.close();
});

test("the new pages in Russian and German fit a phone", async () => {
  for (const [locale, heading] of [["ru-RU", "Таблицы лидеров"], ["de-DE", "Bestenlisten"]] as const) {
    const reader = await newPlayer(browser(), { viewport: PHONE, touch: true, locale });
    await reader.page.goto("/leaders");
    await reader.page.getByRole("heading", { name: heading, exact: true }).waitFor();
    await reader.page.locator(".hall").waitFor();
    expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(reader.page, `leaders-${locale}-phone`, true);
    await reader.page.goto("/friends");
    await reader.page.locator("#friends-name").waitFor();
    expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(reader.page, `friends-intro-${locale}-phone`, true);
    await reader.context.close();
  }
});
