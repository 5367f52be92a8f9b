/**
 * Table links that lead nowhere say so plainly instead of spinning: a mangled link, and
 * a well-formed link to a table that does not exist (or has been cleaned up).
 */
import { test } from "vitest";
import { newPlayer, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a mangled table link and a link to no table are explained", async () => {
  const { page, context } = await newPlayer(browser());
  await page.goto("/t/not-a-table");
  await page.getByText("This link is not quite right").waitFor();
  await page.goto("/t/AAAAAAAAAAAAAAAAAAAAAA");
  await page.getByText("Table not found").waitFor();
  await page.getByRole("button", { name: "Back to the start" }).click();
  await page.getByRole("button", { name: "Create table" }).waitFor();
  await context.close();
});
