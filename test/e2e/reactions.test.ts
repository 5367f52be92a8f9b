/**
 * Reactions in a review, in two browsers (Ann on a desktop, Ben on a phone): Ann's
 * emote reaches Ben's screen and its live region names it ("Ann: Well played"); Ben
 * hides Ann's reactions (the button beside hers) and her next one does not show for
 * him, while his own still does; shown again, hers are back; the one switch hides them
 * all again; past the rate Ann is told to wait. axe finds nothing serious.
 */
import { expect, test } from "vitest";
import { PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";

const browser = useBrowser();

test("a reaction in the review reaches the other player, is announced, can be hidden, and is refused past its rate", async () => {
  const { ann, ben } = await playingPair(browser(), {}, { viewport: PHONE, touch: true });
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "Ready", exact: true }).waitFor();

  await ann.page.getByRole("button", { name: "Well played" }).click();
  const benList = ben.page.locator(".reaction-list");
  await expect.poll(() => benList.getAttribute("aria-live")).toBe("polite");
  await benList.getByText("Ann: Well played").waitFor({ state: "attached" });
  await ann.page.locator(".reaction-list").getByText("Ann: Well played").waitFor({ state: "attached" });
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  for (const scheme of ["light", "dark"] as const) {
    await ben.page.emulateMedia({ colorScheme: scheme });
    await screenshot(ben.page, `reactions-review-phone-${scheme}`);
  }
  await ben.page.emulateMedia({ colorScheme: "light" });

  // Ben hides Ann's reactions from her own (the button beside her reaction): her next one is not shown to him; his own still is.
  await benList.getByRole("button", { name: "Hide Ann’s reactions" }).first().click();
  await ann.page.getByRole("button", { name: "Applause" }).click();
  await ann.page.locator(".reaction-list").getByText("Ann: Applause").waitFor({ state: "attached" });
  await ben.page.getByRole("button", { name: "Oops" }).click();
  await benList.getByText("Ben: Oops").waitFor({ state: "attached" });
  expect(await benList.getByText("Ann:", { exact: false }).count()).toBe(0);

  // Shown again, Ann's are back; then Ben hides everyone's with the one switch, and Ann's third (within the rate) is not shown.
  await ben.page.getByRole("button", { name: "Show Ann’s reactions again" }).click();
  await benList.getByText("Ann: Applause").waitFor({ state: "attached" });
  const hide = ben.page.getByRole("button", { name: "Hide others’ reactions" });
  await hide.click();
  expect(await hide.getAttribute("aria-pressed")).toBe("true");
  await ann.page.getByRole("button", { name: "Wow" }).click();
  await ann.page.locator(".reaction-list").getByText("Ann: Wow").waitFor({ state: "attached" });
  await benList.getByText("Ben: Oops").waitFor({ state: "attached" });
  expect(await benList.getByText("Ann:", { exact: false }).count()).toBe(0);

  // Ann's fourth is past the rate.
  await ann.page.getByRole("button", { name: "On fire" }).click();
  await ann.page.getByText("That’s a lot of reactions: wait a few seconds.").waitFor();
  await screenshot(ann.page, "reactions-review-desktop-light");
  await ann.context.close();
  await ben.context.close();
});

test("reactions at the match's end, on a phone", async () => {
  const { ann, ben } = await playingPair(browser(), { rounds: 1 }, { viewport: PHONE, touch: true });
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ben.page.getByRole("button", { name: "Ha ha" }).click();
  await ann.page.locator(".reaction-list").getByText("Ben: Ha ha").waitFor({ state: "attached" });
  await ben.page.locator(".reaction-list").getByText("Ben: Ha ha").waitFor({ state: "attached" });
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  await ben.page.locator(".reactions").scrollIntoViewIfNeeded();
  await screenshot(ben.page, "reactions-match-end-phone-light");
  await ann.context.close();
  await ben.context.close();
});
