/**
 * The shared results page (`/r/<tableId>`) of a together match (issue 31): as the match's
 * end does, it shows the team's stars round by round and its best round, and places
 * nobody. Seen by a friend on a laptop (light), on a phone (dark) and in German; axe
 * finds nothing serious.
 */
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";

const browser = useBrowser();

test("a together match's results page shows its stars per round and the team's best", async () => {
  const { ann, ben } = await playingPair(browser(), { rounds: 2, play: "together" });
  for (const round of [1, 2]) {
    for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
    if (round === 1) for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "Ready", exact: true }).click();
  }
  await ann.page.getByRole("heading", { name: "Your team's stars" }).waitFor();
  const atEnd = await ann.page.locator(".finale .team-stars").innerText();
  const tableId = new URL(ann.page.url()).pathname.split("/")[2]!;
  await ann.context.close();
  await ben.context.close();

  const friend = await newPlayer(browser(), { viewport: DESKTOP });
  await friend.page.goto(`/r/${tableId}`);
  const stars = friend.page.locator(".results .team-stars");
  await stars.waitFor();
  // The same stars as the match's end: the total of six, the best round, each round's.
  expect(await stars.innerText()).toBe(atEnd);
  expect(atEnd).toMatch(/\d of 6 stars/);
  expect(atEnd).toMatch(/Best round: [12]/);
  expect(await stars.locator(".team-rounds li").allInnerTexts()).toEqual([expect.stringMatching(/^Round 1/), expect.stringMatching(/^Round 2/)]);
  // Together nobody is placed: no final standings.
  expect(await friend.page.getByRole("table", { name: "Final standings" }).count()).toBe(0);
  await friend.page.getByRole("heading", { name: "Round 2" }).waitFor();
  expect(await seriousA11yViolations(friend.page)).toEqual([]);
  await screenshot(friend.page, "together-results-1280x800", true);
  await friend.page.emulateMedia({ colorScheme: "dark" });
  await screenshot(friend.page, "together-results-1280x800-dark", true);
  await friend.context.close();

  const phone = await newPlayer(browser(), { viewport: PHONE, touch: true, locale: "de-DE" });
  await phone.page.emulateMedia({ colorScheme: "dark" });
  await phone.page.goto(`/r/${tableId}`);
  const sterne = phone.page.locator(".results .team-stars");
  await sterne.waitFor();
  expect(await sterne.innerText()).toMatch(/\d von 6 Sternen/);
  expect(await sterne.locator(".team-rounds li").allInnerTexts()).toEqual([expect.stringMatching(/^Runde 1/), expect.stringMatching(/^Runde 2/)]);
  expect(await seriousA11yViolations(phone.page)).toEqual([]);
  await screenshot(phone.page, "together-results-360x740-dark-de", true);
  await phone.page.emulateMedia({ colorScheme: "light" });
  await screenshot(phone.page, "together-results-360x740-de");
  await phone.context.close();
});
