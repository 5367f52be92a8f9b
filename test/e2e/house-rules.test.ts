/**
 * House rules from the panel to the table and back: the host sets rules on the create
 * screen (panel closed until opened), a guest sees them in the lobby read-only, and a
 * change in the lobby reaches the guest live. Then a three-player match where two tie:
 * the host rescores the finished match from the match-end panel (everyone gets the
 * notice), calls a tie-break, the third player sits it out, and the review and match end
 * show each round's points, words found and longest word. Axe on each new screen;
 * screenshots of the panel at 1280×800 and 360×740.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

const pill = (page: Page, legend: string, option: string) =>
  page.getByRole("group", { name: legend }).locator(".pill", { hasText: option });
const checked = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend }).locator(".pill.on").textContent();
const openHouseRules = async (page: Page) => {
  const panel = page.locator("details.house-rules", { has: page.locator("summary", { hasText: "Table settings" }) });
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.locator("summary").click();
  return panel;
};

async function join(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.getByText("Waiting for the host to start").waitFor();
}

test("rules set in the House rules panel reach the table, and a lobby change reaches the guest", async () => {
  const host = await newPlayer(browser(), { viewport: DESKTOP });
  await host.page.goto("/");
  await host.page.getByLabel("Name", { exact: true }).fill("Hana");
  const panel = host.page.locator("details.house-rules");
  expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  // Keyboard: the summary is focusable and opens with Enter.
  await panel.locator("summary").focus();
  await host.page.keyboard.press("Enter");
  expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  expect(await checked(host.page, "Words two players both found")).toContain("(usual)");
  await pill(host.page, "Words two players both found", "Score for everyone").click();
  await pill(host.page, "Points off for each word refused (not a word, not on the board)", "−2").click();
  // Super Big gives 3-letter words no points: picking it makes the shortest word 4 letters.
  await pill(host.page, "Points table", "Super Big").click();
  expect(await checked(host.page, "Shortest word")).toBe("4 letters");
  await host.page.getByLabel("Round length").selectOption("45");
  await pill(host.page, "The match ends", "At a target score").click();
  await host.page.getByLabel("Target score", { exact: true }).fill("120");
  await host.page.getByLabel("Target score", { exact: true }).press("Enter");
  // The summary names what is unusual at this table.
  await panel.locator("summary", { hasText: "Shortest word 4 letters · Shared words score for everyone · Super Big points table · Penalty 2" }).waitFor();
  expect(await seriousA11yViolations(host.page)).toEqual([]);
  await screenshot(host.page, "house-rules-create-1280x800", true);
  await host.page.setViewportSize(PHONE);
  expect(await host.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(host.page, "house-rules-create-360x740", true);
  await host.page.setViewportSize(DESKTOP);
  await host.page.getByRole("button", { name: "Create table" }).click();
  await host.page.getByRole("button", { name: "Start", exact: true }).waitFor();

  // The host's lobby panel shows what the server now holds.
  await openHouseRules(host.page);
  expect(await checked(host.page, "Words two players both found")).toBe("Score for everyone");
  expect(await checked(host.page, "Points table")).toBe("Super Big");
  expect(await host.page.getByLabel("Target score", { exact: true }).inputValue()).toBe("120");
  expect(await host.page.getByLabel("Round length").inputValue()).toBe("45");

  // A guest sees the rules read-only, and a change the host makes arrives live.
  const guest = await newPlayer(browser(), { viewport: PHONE });
  await join(guest.page, host.page.url(), "Gus");
  const rules = await openHouseRules(guest.page);
  const text = await rules.textContent();
  for (const expected of ["at 120 points", "0:45", "score for everyone", "Super Big", "−2"]) expect(text).toContain(expected);
  expect(await rules.locator("input, select").count()).toBe(0);
  await pill(host.page, "Points off for each word refused (not a word, not on the board)", "−4").click();
  await rules.getByText("−4").waitFor();
  expect(await seriousA11yViolations(guest.page)).toEqual([]);
  await screenshot(guest.page, "house-rules-lobby-guest-360x740", true);
  await host.context.close();
  await guest.context.close();
});

test("a shared first place: rescoring from the match end, a tie-break the third player sits out, metrics", async () => {
  const ann = await newPlayer(browser(), { viewport: DESKTOP });
  const ben = await newPlayer(browser(), { viewport: PHONE });
  const cy = await newPlayer(browser(), { viewport: PHONE });
  await ann.page.goto("/");
  await ann.page.getByLabel("Name", { exact: true }).fill("Ann");
  await openHouseRules(ann.page);
  await ann.page.getByLabel("Rounds", { exact: true }).selectOption("1");
  await ann.page.getByRole("button", { name: "Create table" }).click();
  await ann.page.getByRole("button", { name: "Start", exact: true }).waitFor();
  await join(ben.page, ann.page.url(), "Ben");
  await join(cy.page, ann.page.url(), "Cy");
  await ann.page.locator(".seat", { hasText: "Cy" }).waitFor();
  await ann.page.getByRole("button", { name: "Start", exact: true }).click();

  // Ann and Ben each find one different 3-letter word (1 point each); Cy finds none.
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();
  const words = wordsOn(await readBoard(ann.page), 3).filter((w) => w.word.length === 3 || w.word.length === 4);
  expect(words.length).toBeGreaterThan(1);
  for (const [p, w] of [[ann.page, words[0]!.word], [ben.page, words[1]!.word]] as const) {
    await p.getByRole("grid", { name: "Board" }).waitFor();
    await p.getByLabel("Word", { exact: true }).fill(w);
    await p.keyboard.press("Enter");
    await p.locator(".feedback", { hasText: `${w.toUpperCase()} accepted` }).waitFor();
  }
  for (const p of [ann.page, ben.page, cy.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("heading", { name: "You and Ben share first place" }).waitFor();
  await cy.page.getByRole("heading", { name: "Ann and Ben share first place" }).waitFor();
  // The round's metrics are on the sheet.
  expect(await ann.page.locator(".metrics").first().textContent()).toContain(words[0]!.word.toUpperCase());
  expect(await ann.page.locator(".list.you .metric-line").textContent()).toContain("1 word");

  // The host rescores the finished match: a penalty changes nothing here, but everyone is told.
  await ann.page.getByRole("button", { name: "Play a tie-break" }).waitFor();
  expect(await ben.page.getByRole("button", { name: "Play a tie-break" }).count()).toBe(0);
  const panel = await openHouseRules(ann.page);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await screenshot(ann.page, "house-rules-match-end-1280x800", true);
  await pill(ann.page, "Words two players both found", "Score for everyone").click();
  await cy.page.locator(".notices", { hasText: "Ann" }).waitFor();
  expect(await cy.page.locator(".notices").textContent()).toMatch(/shared words now score for everyone/i);
  await panel.locator("summary").click();

  // Tie-break: Ann and Ben play, Cy watches.
  await ann.page.getByRole("button", { name: "Play a tie-break" }).click();
  await cy.page.getByText("Sitting out", { exact: true }).waitFor();
  expect(await cy.page.getByLabel("Word", { exact: true }).isDisabled()).toBe(true);
  await cy.page.locator(".round-label", { hasText: "Tie-break" }).waitFor();
  expect(await seriousA11yViolations(cy.page)).toEqual([]);
  expect(await cy.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(cy.page, "tie-break-sitting-out-360x740");
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByText("Still level after a tie-break").waitFor();
  await cy.page.getByText("Sitting out: you").waitFor();
  const sheet = ann.page.locator("details", { hasText: "Round by round" });
  await sheet.locator("summary").click();
  expect(await sheet.textContent()).toContain("2 (tie-break)");
  expect(await sheet.textContent()).toContain("sat out");
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await screenshot(ann.page, "tie-break-match-end-1280x800", true);
  for (const p of [ann, ben, cy]) await p.context.close();
});
