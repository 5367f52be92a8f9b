/**
 * Issue 33, item 4, on a phone: Back during a round asks before leaving it (staying keeps
 * the round on screen), and after leaving, the home page offers the way back to the
 * table while its match goes on.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("Back mid-round asks first, and home offers the way back to the table", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Ines");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const table = new URL(page.url()).pathname;

  await page.goBack();
  const ask = page.getByRole("alertdialog", { name: "Leave this round?" });
  await ask.waitFor();
  await screenshot(page, "leave-ask-360x740");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Stay and play" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect(new URL(page.url()).pathname).toBe(table);

  await page.goBack();
  await ask.getByRole("button", { name: "Leave" }).click();
  await page.getByRole("button", { name: "Create table" }).waitFor();
  const back = page.getByRole("link", { name: "Back to your table" });
  await back.waitFor();
  await screenshot(page, "home-back-to-table-360x740");
  await back.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect(new URL(page.url()).pathname).toBe(table);
  await context.close();
});
