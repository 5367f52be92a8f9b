/**
 * Table links that lead nowhere say so plainly instead of spinning: a mangled link, and
 * a well-formed link to a table that does not exist (or has been cleaned up). An address
 * that is no page at all answers 404 (the Worker decides) with a Not found page in
 * Baffle's look and a way home (issue 26, row 9).
 */
import { expect, test } from "vitest";
import { newPlayer, screenshot, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a mangled table link and a link to no table are explained", async () => {
  const { page, context } = await newPlayer(browser());
  await page.goto("/t/not-a-table");
  await page.getByText("This link is not quite right").waitFor();
  await page.goto("/t/AAAAAAAAAAAAAAAAAAAAAA");
  // A link to no table is the Not found page (issue 33, item 11), saying what was not there.
  await page.getByRole("heading", { name: "No page here" }).waitFor();
  await page.getByText("There is no table at this link", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Back to the start" }).click();
  await page.getByRole("button", { name: "Create table" }).waitFor();
  await context.close();
});

test("an unknown path answers 404 with a Not found page and a way home", async () => {
  const { page, context } = await newPlayer(browser());
  const res = await page.goto("/nothing-here");
  expect(res!.status()).toBe(404);
  await page.getByRole("heading", { name: "No page here" }).waitFor();
  await screenshot(page, "not-found-1280x800");
  await page.getByRole("link", { name: "Back to the start" }).click();
  await page.getByRole("button", { name: "Create table" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  // A page of the app is not a 404.
  expect((await page.goto("/practice"))!.status()).toBe(200);
  await context.close();
});
