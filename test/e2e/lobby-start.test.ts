/**
 * Issue 26, row 5: the lobby's Start sat 750 px below the fold on a laptop once the
 * settings were open, and with the host alone it was enabled and then failed with a
 * notice. Start is on screen without scrolling at 1280×800 and 360×740, settings open,
 * and disabled with its reason while the host sits alone.
 */
import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, screenshot, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** Start is wholly inside the viewport (the page not scrolled), and it is what a tap on its centre reaches. */
async function onScreen(page: Page, start: Locator): Promise<void> {
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const box = (await start.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toBe("Start");
}

test("Start is on screen with the settings open on a laptop and a phone, disabled with its reason while the host is alone", async () => {
  const { page, context } = await newPlayer(browser());
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Hana");
  await page.getByRole("button", { name: "Create table" }).click();
  const start = page.getByRole("button", { name: "Start", exact: true });
  await start.waitFor();
  // The options are open in the lobby (the host's settings, all of them).
  await page.getByRole("group", { name: "Board", exact: true }).waitFor();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => scrollTo(0, 0));
    await onScreen(page, start);
    expect(await start.isDisabled()).toBe(true);
    const reason = page.getByText("Add a player or a computer player", { exact: false });
    await reason.waitFor();
    expect(await start.getAttribute("aria-describedby")).toBe(await reason.getAttribute("id"));
    await screenshot(page, `lobby-alone-${size.width}x${size.height}`);
  }
  await page.getByRole("button", { name: "Add computer player" }).click();
  await page.locator(".seat.bot").waitFor();
  await expect.poll(() => start.isEnabled()).toBe(true);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => scrollTo(0, 0));
    await onScreen(page, start);
  }
  await start.click();
  await page.getByRole("timer").waitFor();
  await context.close();
});
