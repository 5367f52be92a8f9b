/**
 * A together round in browsers (issue 31): Ann (laptop) hosts and picks Play together in
 * the lobby, Ben joins on a phone (360×740, touch), and a computer player sits with them.
 * A word Ann finds lands in Ben's list with her name, flashes on his board and is said to
 * his screen reader; Ben entering it is told Ann already found it; the review shows the
 * team's stars and who found what; the match's end its stars. Axe finds nothing serious.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { createTable, DESKTOP, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** The team list's line of exactly `word` (a longer word holding it is another line). */
const teamRow = (page: Page, word: string) => page.locator("section.team-list li").filter({ has: page.locator(".w", { hasText: new RegExp(`^${word}$`) }) });

async function enter(page: Page, word: string): Promise<string> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  const line = page.locator(".feedback .feedback-line", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) });
  await line.waitFor();
  return (await line.textContent()) ?? "";
}

test("a together round for two people and a computer player, one on a phone", async () => {
  const tableId = await createTable({ settings: { rounds: 1 } });
  const ann = await newPlayer(browser(), { viewport: DESKTOP });
  const ben = await newPlayer(browser(), { viewport: PHONE, touch: true });
  for (const [p, name] of [[ann.page, "Ann"], [ben.page, "Ben"]] as const) {
    await p.goto(`/t/${tableId}`);
    await p.getByLabel("Name", { exact: true }).fill(name);
    await p.getByRole("button", { name: "Join", exact: true }).click();
    await p.getByText(/Waiting|Start/).first().waitFor();
  }
  // The host's choice, in the lobby's settings; everyone reads it.
  await ann.page.getByRole("radio", { name: "Together" }).check();
  await ann.page.getByText("One shared list for everyone", { exact: false }).waitFor();
  await ben.page.getByText("Together", { exact: true }).first().waitFor();
  await ann.page.getByRole("button", { name: "Add computer player" }).click();
  await ann.page.getByRole("button", { name: "Start", exact: true }).click();
  for (const p of [ann.page, ben.page]) await p.getByRole("heading", { name: /Team words/ }).waitFor();

  const cells = await readBoard(ann.page);
  const words = wordsOn(cells, 3).filter((w) => w.word.length >= 4).map((w) => w.word);
  expect(words.length).toBeGreaterThan(1);
  const [annWord, benWord] = [words.at(-1)!, words.at(-2)!];

  // Ann's find: in Ben's list with her name, lit on his board, said to his screen reader
  // (every text the polite status takes is logged: a teammate's next find may follow at once).
  await ben.page.evaluate(() => {
    const region = document.querySelector("section.team-list [role=status]")!;
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true, characterData: true, subtree: true });
  });
  expect(await enter(ann.page, annWord)).toContain("accepted");
  const row = teamRow(ben.page, annWord);
  await row.waitFor();
  expect(await row.locator(".by").textContent()).toBe("Ann");
  await ben.page.locator(".die.team-flash").first().waitFor();
  await expect.poll(() => ben.page.evaluate(() => (window as unknown as { said: string[] }).said.join("\n"))).toContain(`Ann found ${annWord.toUpperCase()}`);
  await screenshot(ben.page, "together-round-360x740");
  expect(await seriousA11yViolations(ben.page)).toEqual([]);

  // Ben cannot enter it again: the team has it, and who found it is said.
  expect(await enter(ben.page, annWord)).toContain("Ann already found that one");
  expect(await enter(ben.page, benWord)).toContain("accepted");
  const annRow = teamRow(ann.page, benWord);
  await annRow.waitFor();
  expect(await annRow.locator(".by").textContent()).toBe("Ben");
  expect(await teamRow(ann.page, annWord).locator(".by").textContent()).toBe("you");
  await expect.poll(() => ann.page.locator(".team-goal").textContent()).toMatch(/^Team: \d+ of \d+ points/);
  await screenshot(ann.page, "together-round-1280x800");
  await ann.page.emulateMedia({ colorScheme: "dark" });
  await screenshot(ann.page, "together-round-1280x800-dark");
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await ben.page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await screenshot(ben.page, "together-round-360x740-dark");

  // One round: its end is the match's end, with the team's stars and the round's review below.
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  for (const p of [ann.page, ben.page]) {
    await p.getByRole("heading", { name: "Your team's stars" }).waitFor();
    await p.getByText("Your team:").waitFor();
    await p.getByRole("heading", { name: "Who found what" }).waitFor();
    expect(await p.getByRole("button", { name: "Play a tie-break" }).count()).toBe(0);
  }
  const annList = ben.page.getByRole("region", { name: /Ann/ }).or(ben.page.locator("section.list", { hasText: "Ann" })).first();
  expect(await annList.textContent()).toContain(annWord);
  await screenshot(ben.page, "together-end-360x740-dark", true);
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  await ann.page.emulateMedia({ colorScheme: "light" });
  await screenshot(ann.page, "together-end-1280x800", true);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await ann.context.close();
  await ben.context.close();
});
