/**
 * Issue 33, item 11: an address that leads nowhere shows the Not found page, in the
 * site's frame with the way home: an arena round that does not exist (well-formed or
 * not) and a table link to no table. A practice link whose board code is no board says so.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("an unknown arena round and an unknown table show the Not found page with the way home", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  for (const path of ["/arena/r/en-999999999", "/arena/r/nonsense", "/t/AAAAAAAAAAAAAAAAAAAAAA"]) {
    await page.goto(path);
    await page.getByRole("heading", { name: "No page here" }).waitFor();
    // The site's frame: the logo leads home too.
    await page.getByRole("link", { name: "Back to the start" }).waitFor();
    expect(await page.getByRole("button", { name: "Create table" }).count()).toBe(0);
  }
  await screenshot(page, "not-found-table-360x740");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the start" }).click();
  await page.getByRole("button", { name: "Create table" }).waitFor();
  await context.close();
});

test("a practice link whose board code is not a board says so", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/practice?board=junk");
  await page.getByText("The link's board code is not right", { exact: false }).waitFor();
  await context.close();
});
