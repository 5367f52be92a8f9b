/**
 * Issue 33, item 13, in a real browser on a phone: a German player's round counts the
 * people watching in German's plural, "1 schaut zu" for one (not "1 schauen zu") and
 * "2 schauen zu" for two, as `Intl.PluralRules` gives the forms (the catalogues' counts
 * are checked for 0, 1, 2 and 5 in every language by test/unit/plurals.test.ts). Axe
 * finds nothing serious on the round.
 */
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a German round says 1 schaut zu, then 2 schauen zu", async () => {
  const ann = await newPlayer(browser(), { viewport: PHONE, touch: true, locale: "de-DE" });
  await ann.page.goto("/");
  await ann.page.locator("input#name").fill("Anna");
  await ann.page.getByRole("button", { name: "Gegen Computer spielen" }).click();
  await ann.page.getByRole("grid", { name: "Spielfeld" }).waitFor();
  const count = ann.page.locator(".watching-count");

  const watchers = [];
  for (const [n, name, expected] of [[1, "Cy", "1 schaut zu"], [2, "Dee", "2 schauen zu"]] as const) {
    const w = await newPlayer(browser(), { viewport: DESKTOP });
    watchers.push(w);
    await w.page.goto(ann.page.url(), { waitUntil: "domcontentloaded" });
    await w.page.getByLabel("Name", { exact: true }).fill(name);
    await w.page.getByRole("button", { name: "Watch", exact: true }).click();
    await w.page.getByRole("grid", { name: "Board" }).waitFor();
    await expect.poll(() => count.textContent(), { message: `${n} watching` }).toBe(expected);
  }
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  for (const w of watchers) await w.context.close();
  await ann.context.close();
});
