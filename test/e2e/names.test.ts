/**
 * Issue 33, item 7: a name is read by user-perceived characters. An avatar shows a name's
 * first character as drawn (an emoji whole, not half of its UTF-16 pair), and a name
 * longer than 20 characters is shortened at a word's end with an ellipsis, said before
 * the player creates the table, rather than cut mid-word by the field.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("an emoji name's avatar shows the emoji; a long name is shortened at a word with an ellipsis", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("🦊 Fox");
  await page.getByRole("button", { name: "Create table" }).click();
  const you = page.locator(".seat.you");
  await you.waitFor();
  expect(await you.locator(".avatar").textContent()).toBe("🦊");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto("/");
  const field = page.getByLabel("Name", { exact: true });
  await field.fill("");
  // Typed key by key, as a player does: the field itself must not cut the name.
  await field.pressSequentially("Bartholomew Fitzgerald");
  await page.getByText("“Bartholomew…”", { exact: false }).waitFor();
  await screenshot(page, "name-too-long-360x740");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create table" }).click();
  await you.waitFor();
  expect(await you.locator(".seat-name").first().evaluate((e) => e.firstChild?.textContent)).toBe("Bartholomew…");
  expect(await you.locator(".avatar").textContent()).toBe("B");
  await context.close();
});
