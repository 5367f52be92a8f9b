/**
 * Issue 33, items 12 and 14, on a phone: the home page's cards are built alike (the
 * Ranked card's text and button the size of the others', its leaderboard link beside its
 * words), the German table summary keeps to three lines, the daily page shows one
 * language picker while the page and the board agree, and Play with an empty name says
 * why. Play with bots needs no name (there is nobody to tell it to) and the home page
 * picks how many computer players and how strong.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

const fontSize = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).fontSize);

test("the Ranked card is built like the other cards, and the German table summary keeps to three lines", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true, locale: "de-DE" });
  await page.goto("/");
  await page.getByRole("button", { name: "Tisch eröffnen" }).waitFor();
  // The body text and the button of the Ranked card measure as the Arena card's.
  expect(await fontSize(page, ".ranked-entry p")).toBe(await fontSize(page, ".arena-card p"));
  // Measured in one go: the home page's event announcement comes and goes (a sprint every
  // minute on the test server) and moves the cards between two separate measurements.
  const [ranked, rankedButton, arenaButton, leaderboard] = await page.evaluate((selectors) => selectors.map((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }), [".ranked-entry", ".ranked-entry button, .ranked-entry .button-link", ".arena-card .button-link", ".ranked-entry a[href='/leaderboard']"]);
  expect(rankedButton!.width).toBeLessThan(ranked!.width * 0.8);
  expect(Math.abs(rankedButton!.height - arenaButton!.height)).toBeLessThanOrEqual(2);
  // The leaderboard link is in the card's words, above its button.
  expect(leaderboard!.y).toBeLessThan(rankedButton!.y);
  // The closed table settings: their summary line keeps to three lines of text.
  const summary = page.locator(".house-rules-summary").first();
  const lines = await summary.evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
  expect(lines).toBeLessThanOrEqual(3.1);
  await screenshot(page, "home-de-360x740", true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});

test("the arena card keeps room for its event countdown, styled as on the arena page: the cards below do not move when it arrives", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  // The calendar answers only when the test lets it: the page is measured before and after.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/arena/*/events", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Create table" }).waitFor();
  const before = await page.locator(".ranked-entry").evaluate((e) => e.getBoundingClientRect().y + scrollY);
  answer();
  await page.locator(".arena-card .event-banner").waitFor();
  const after = await page.locator(".ranked-entry").evaluate((e) => e.getBoundingClientRect().y + scrollY);
  expect(after).toBe(before);
  // Styled as on the arena page: a line with its clock, not a bulleted list.
  expect(await page.locator(".arena-card .event-banner").evaluate((e) => getComputedStyle(e).listStyleType)).toBe("none");
  await context.close();
});

test("the daily page has one language picker while the page and the board agree, and Play with no name says why", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/daily");
  const play = page.getByRole("button", { name: "Play today's board" });
  await play.waitFor();
  expect(await page.getByRole("combobox").count()).toBe(1);
  await play.click();
  await page.getByRole("alert").filter({ hasText: "name" }).waitFor();
  await screenshot(page, "daily-no-name-360x740");
  // The board's language can still be changed, from the words that name it.
  await page.getByRole("button", { name: "Play in another language" }).click();
  const picker = page.getByRole("combobox", { name: "Play in" });
  await picker.selectOption("de");
  expect(await picker.inputValue()).toBe("de");
  expect(await page.getByRole("combobox").count()).toBe(2);
  await context.close();
});

test("Play with bots starts without a name, with the number and level of computer players chosen at home", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  await page.getByRole("button", { name: "Play with bots" }).waitFor();
  await page.getByLabel("Computer players", { exact: true }).selectOption("3");
  await page.getByLabel("Their level", { exact: true }).selectOption("hard");
  await screenshot(page, "home-bots-360x740");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  // You and three computer players, all Hard; you under a name given for you.
  await page.locator(".chip").nth(3).waitFor();
  expect(await page.locator(".chip").count()).toBe(4);
  const tableId = new URL(page.url()).pathname.split("/").pop()!;
  const preview = (await (await page.request.get(`/api/tables/${tableId}`)).json()) as { settings: { bots: string }; seats: { bot: boolean; name: string }[] };
  expect(preview.settings.bots).toBe("hard");
  expect(preview.seats.filter((s) => s.bot)).toHaveLength(3);
  expect(preview.seats.find((s) => !s.bot)!.name).toBe("Player");
  await context.close();
});
