/**
 * Issue 26, rows 4 and 9: two players called Sam at one table could not be told apart in
 * the chips, lists or standings; and only the host could ask for a rematch. The second
 * Sam is "Sam 2" everywhere, and at the match's end Sam 2 asks for a rematch, which the
 * host sees and accepts with one tap.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { createTable, newPlayer, PHONE, readBoard, screenshot, useBrowser } from "./browser.ts";
import { exactly } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents().then((t) => t.map((x) => x.trim()));

test("two Sams are Sam and Sam 2 in the lobby, the round, the review and the standings; Sam 2's rematch request is accepted in one tap", async () => {
  const tableId = await createTable({ settings: { rounds: 1 } });
  const first = await newPlayer(browser());
  const second = await newPlayer(browser(), { viewport: PHONE, touch: true });
  for (const p of [first.page, second.page]) {
    await p.goto(`/t/${tableId}`);
    await p.getByLabel("Name", { exact: true }).fill("Sam");
    await p.getByRole("button", { name: "Join", exact: true }).click();
  }
  await first.page.locator(".seat", { hasText: "Sam 2" }).waitFor();
  expect(await texts(first.page, ".seat:not(.empty) .seat-name")).toEqual(["Samyouhost", "Sam 2"]);
  expect(await texts(second.page, ".seat:not(.empty) .seat-name")).toEqual(["Samhost", "Sam 2you"]);

  await first.page.getByRole("button", { name: "Start", exact: true }).click();
  for (const p of [first.page, second.page]) await p.getByRole("grid", { name: "Board" }).waitFor();
  // Each sees the other by their own name: the first Sam sees Sam 2, Sam 2 sees Sam.
  expect(await texts(first.page, ".chip-name")).toEqual(["You", "Sam 2"]);
  expect(await texts(second.page, ".chip-name")).toEqual(["Sam", "You"]);
  const words = wordsOn(await readBoard(first.page), 3).map((w) => w.word);
  for (const [p, w] of [[first.page, words.at(-1)!], [second.page, words.at(-2)!]] as const) {
    await p.getByLabel("Word", { exact: true }).fill(w);
    await p.keyboard.press("Enter");
    await p.locator(".feedback", { hasText: w.toUpperCase() }).waitFor();
  }
  for (const p of [first.page, second.page]) await p.getByRole("button", { name: "I'm done" }).click();

  // The match end: standings and the round's lists name both apart.
  for (const p of [first.page, second.page]) await p.locator("#finale-title").waitFor();
  expect((await texts(first.page, ".finale .standings th[scope=row]")).sort()).toEqual(["Sam 2", "Samyou"]);
  expect((await texts(second.page, ".round-review .list-name")).sort()).toEqual(["Sam", "Sam 2 (you)"]);
  await screenshot(second.page, "same-names-end-360x740", true);

  // Sam 2 asks for a rematch; the host sees who asked and accepts with one tap.
  await second.page.getByRole("button", { name: "Ask for a rematch" }).click();
  await second.page.getByText("You asked for a rematch").waitFor();
  const asked = first.page.locator(".rematch-ask");
  await asked.getByText(exactly("Sam 2 asks for a rematch")).waitFor();
  await screenshot(first.page, "rematch-asked-1280x800");
  await asked.getByRole("button", { name: "Play again" }).click();
  for (const p of [first.page, second.page]) await p.getByRole("heading", { name: /^Players/ }).waitFor();
  expect(await texts(second.page, ".seat:not(.empty) .seat-name")).toEqual(["Samhost", "Sam 2you"]);
  await first.context.close();
  await second.context.close();
});
