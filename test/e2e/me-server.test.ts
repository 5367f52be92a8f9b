/**
 * Issue 34: the Me page's server history and the profile's achievements, from real play
 * through the e2e server. Mia plays the daily board and an arena round on her phone; the
 * Me page there shows what the server keeps for her (a daily board, its streak, an arena
 * round and its place). She carries her profile to a laptop with the private link, plays
 * practice and a table with a computer player there: that laptop has seen only those two
 * modes, and the server's history supplies the daily board and the arena, so "Seen it all"
 * is earned on its Me page and on her profile. A stranger looking at the profile sees no
 * device's achievements, only the server's (none here). Screenshots of both pages, light
 * and dark, phone and laptop; axe on both.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, startPractice, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enterFirstWord(page: Page): Promise<void> {
  const word = wordsOn(await readBoard(page), 3)[0]!.word;
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => history.pushState(null, "", p), path);
  await page.evaluate(() => dispatchEvent(new PopStateEvent("popstate")));
}

/** The Me page's server section as figures: label → value. */
async function serverFigures(page: Page): Promise<Record<string, string>> {
  const section = page.locator(".me-server");
  await section.waitFor();
  const rows = await section.locator(".me-figures > div").evaluateAll((divs) =>
    divs.map((d) => [d.querySelector("dt")!.textContent ?? "", d.querySelector("dd")!.textContent ?? ""] as const));
  return Object.fromEntries(rows);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [["360x740", PHONE], ["1280x800", DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    for (const theme of ["light", "dark"]) {
      await page.evaluate((th) => document.documentElement.setAttribute("data-theme", th), theme);
      await screenshot(page, `${name}-${theme}-${size}`, true);
    }
  }
  await page.evaluate(() => document.documentElement.removeAttribute("data-theme"));
  await page.setViewportSize(PHONE);
}

test("the Me page shows the server's daily and arena history, and the profile the achievements it confirms with the device's own", async () => {
  // The phone: the daily board, then an arena round.
  const phone = await newPlayer(browser(), { viewport: PHONE });
  await phone.page.goto("/daily");
  await phone.page.getByLabel("Name").fill("Mia");
  const play = phone.page.getByRole("button", { name: "Play today's board" });
  await expect.poll(() => play.isEnabled()).toBe(true);
  await play.click();
  await enterFirstWord(phone.page);
  await phone.page.getByRole("button", { name: "I'm done" }).click();
  await phone.page.locator(".daily-leaderboard tr.you").waitFor({ timeout: 30_000 });

  // The arena knows her by now: with an identity on the device it joins the next round at once.
  await phone.page.goto("/arena");
  await phone.page.getByRole("grid", { name: "Board" }).waitFor({ timeout: 60_000 });
  await enterFirstWord(phone.page);
  await phone.page.locator(".arena-standing").waitFor({ timeout: 60_000 });

  // Its Me page: the server's section counts the daily board and the arena round.
  await phone.page.goto("/me");
  await expect.poll(async () => (await serverFigures(phone.page))["Arena rounds"], { timeout: 20_000 }).toBe("1");
  const figures = await serverFigures(phone.page);
  expect(figures).toMatchObject({ "Ranked games": "0", "Daily boards played": "1", "Longest daily streak": "1 day", "Arena rounds": "1" });
  expect(Number(figures["Best arena place"])).toBeGreaterThanOrEqual(1);
  // This device played two of the four modes: "Seen it all" is not earned yet.
  await phone.page.locator('.me-achievements li[data-achievement="everyMode"].locked').waitFor();
  const identity = await phone.page.evaluate(() => JSON.parse(localStorage.getItem("baffle.player")!) as { playerId: string; secret: string; name: string });

  // The laptop takes the profile over by its private link and plays practice and a table.
  const laptop = await newPlayer(browser(), { viewport: DESKTOP });
  const link = new URLSearchParams({ player: identity.playerId, secret: identity.secret, name: identity.name });
  await laptop.page.goto(`/device#${link}`);
  await laptop.page.getByRole("button", { name: "Use this profile here" }).click();
  await laptop.page.waitForURL(new RegExp(`/p/${identity.playerId}$`));
  await startPractice(laptop.page);
  await enterFirstWord(laptop.page);
  await laptop.page.getByRole("button", { name: "I'm done" }).click();
  await laptop.page.getByRole("button", { name: "Play again" }).waitFor({ timeout: 15_000 });
  // Her profile stays open in a second tab while she plays the table in the first.
  const profileTab = await laptop.context.newPage();
  await profileTab.goto(`/p/${identity.playerId}`);
  await profileTab.getByRole("heading", { level: 1 }).waitFor();

  await laptop.page.goto("/");
  await laptop.page.getByRole("button", { name: "Create table" }).click();
  await laptop.page.getByRole("button", { name: "Add computer player" }).click();
  await laptop.page.locator(".seat.bot").waitFor();
  await laptop.page.getByRole("button", { name: "Start", exact: true }).click();
  await enterFirstWord(laptop.page);
  await laptop.page.getByRole("button", { name: "I'm done" }).click();
  await laptop.page.locator(".round-review").waitFor({ timeout: 30_000 });
  // The open tab hears of the round when the device has remembered it: every mode is now played.
  await profileTab.locator('.profile-achievements li[data-achievement="everyMode"]').waitFor();
  await profileTab.close();

  // Her profile on the laptop: the server's daily board and arena with this device's table and practice.
  await goTo(laptop.page, `/p/${identity.playerId}`);
  await laptop.page.locator('.profile-achievements li[data-achievement="everyMode"]').waitFor();
  expect(await laptop.page.locator(".profile-achievements li").allTextContents()).toEqual(["★ Seen it all"]);
  expect(await seriousA11yViolations(laptop.page)).toEqual([]);
  await shoot(laptop.page, "profile-achievements");

  // The laptop's Me page: its own two rounds, the server's history, and the achievement.
  await goTo(laptop.page, "/me");
  await laptop.page.locator(".me-figures dd").first().waitFor();
  expect(await laptop.page.locator(".me-summary .me-figures dd").first().textContent()).toBe("2");
  expect(await serverFigures(laptop.page)).toMatchObject({ "Daily boards played": "1", "Arena rounds": "1" });
  await laptop.page.locator('.me-achievements li[data-achievement="everyMode"].earned').waitFor();
  expect(await seriousA11yViolations(laptop.page)).toEqual([]);
  await shoot(laptop.page, "me-server");

  // A stranger sees the profile's arena history but none of a device's achievements.
  const stranger = await newPlayer(browser(), { viewport: PHONE });
  await stranger.page.goto(`/p/${identity.playerId}`);
  await stranger.page.locator("#arena-history-title, .arena-history").first().waitFor();
  await stranger.page.waitForLoadState("networkidle");
  expect(await stranger.page.locator(".profile-achievements").count()).toBe(0);

  for (const p of [phone, laptop, stranger]) await p.context.close();
}, 240_000);
