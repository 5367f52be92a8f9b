/**
 * Phone first. On a 360×740 screen the home page's ways to play are on the first screen
 * with one primary action; each setting has one control; with the on-screen keyboard
 * open (the visual viewport shrinks) the board stays in view above the word field; a
 * phone turned sideways gets board and words side by side; names fit where there is
 * room and the player strip never hides I'm done.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** Whether the element's box lies inside the visible part of the page (the visual viewport). */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => {
    const vv = window.visualViewport!;
    return els.map((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= vv.offsetTop - 1 && r.bottom <= vv.offsetTop + vv.height + 1 && r.left >= -1 && r.right <= vv.width + 1;
    });
  });

test("on a 360×740 phone the home page's Create table and Play with bots are on the first screen, one primary", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  const create = page.getByRole("button", { name: "Create table" });
  const bots = page.getByRole("button", { name: "Play with bots" });
  for (const button of [create, bots]) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
  expect(await page.locator("button.primary:visible").count()).toBe(1);
  // Every setting once, with one control: rounds and round length only in the settings panel.
  await page.locator("details.house-rules > summary").click();
  // The panel's choices are a chunk of their own, drawn once it has loaded (counts do not wait).
  await page.getByRole("group", { name: "Level of computer players" }).waitFor();
  expect(await page.getByLabel("Rounds", { exact: true }).count()).toBe(1);
  expect(await page.getByRole("group", { name: "Rounds" }).count()).toBe(0);
  expect(await page.getByRole("group", { name: "Timer" }).count()).toBe(0);
  expect(await page.getByRole("group", { name: "Level of computer players" }).count()).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});

test("with the on-screen keyboard's worth of height gone, the board stays in view above the Word field; sideways, board and words sit side by side", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Tess");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const dice = ".board.live [data-cell]";
  expect(await onScreen(page, dice)).not.toContain(false);

  // The keyboard takes the bottom half: every die, the verdict and the Word field still show.
  // As on a phone: the field is focused first, then the keyboard opens over the page.
  await page.getByLabel("Word", { exact: true }).focus();
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height / 2 });
  await expect.poll(() => onScreen(page, dice), { timeout: 10_000 }).not.toContain(false);
  expect(await onScreen(page, ".entry input, .feedback")).toEqual([true, true]);
  const board = (await page.locator(".board.live").boundingBox())!;
  const field = (await page.locator(".entry input").boundingBox())!;
  expect(board.y + board.height).toBeLessThanOrEqual(field.y);
  expect(await page.getByRole("button", { name: "I'm done" }).isVisible()).toBe(true);
  expect(await onScreen(page, ".chip")).toEqual([true, true]);

  // Landscape: the board beside the Word field and the list, all of it on screen.
  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  await expect.poll(() => onScreen(page, dice), { timeout: 10_000 }).not.toContain(false);
  const side = (await page.locator(".board.live").boundingBox())!;
  for (const sel of [".entry input", ".wordlist"]) {
    const box = (await page.locator(sel).boundingBox())!;
    expect(side.x + side.width, sel).toBeLessThanOrEqual(box.x);
  }
  expect(await onScreen(page, ".entry input, .round-head")).toEqual([true, true]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.height);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
