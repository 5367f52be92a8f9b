/**
 * Russian end to end, in Chromium on a phone (360×740): a browser in Russian opens a table
 * (in Russian: the client speaks it and its words are played in it), a computer player
 * joins, and a round is played on Cyrillic dice by typing Cyrillic on the keyboard, key by
 * key as a Russian layout sends them, one word with Ё typed where the board shows Е; the
 * review lists the words. The dice, the Word field and the board code are looked at in
 * screenshots (lobby, round, review), and axe finds nothing serious on them.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOnIn } from "./words.ts";

const browser = useBrowser();

test("a Russian table on a phone: Cyrillic dice, typed in Cyrillic, ё read as е, to the review with its board code", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, locale: "ru-RU" });
  await page.goto("/");
  await page.getByLabel("Имя", { exact: true }).fill("Лена");
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
  await page.getByRole("button", { name: "Открыть стол", exact: true }).click();
  const start = page.getByRole("button", { name: "Начать", exact: true });
  await start.waitFor();
  await page.getByRole("button", { name: "Добавить бота" }).click();
  await page.locator(".seat.bot").waitFor();
  await screenshot(page, "lobby-russian-360x740", true);
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();

  const cells = await readBoard(page, "Поле");
  expect(cells.join(""), "the dice show Cyrillic letters").toMatch(/^[а-я]+$/);
  const field = page.getByLabel("Слово", { exact: true });
  expect(await field.getAttribute("lang")).toBe("ru");
  expect(await seriousA11yViolations(page)).toEqual([]);

  const solution = wordsOnIn("ru", cells, 3);
  expect(solution.length, `no word on ${cells.join("")}`).toBeGreaterThan(1);
  const [first, second] = solution.filter((w) => w.word.length >= 3).slice(-2);
  // Typed key by key: every character arrives as a Russian keyboard sends it.
  await field.click();
  await page.keyboard.type(first!.word.toUpperCase());
  await expect.poll(() => page.locator(".board.live .die.lit").count()).toBe(first!.path.length);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: "принято" }).waitFor();
  // The second word typed with ё for its first е (if it has one): the board spells е, and it counts.
  const withYo = second!.word.replace("е", "ё");
  await field.click();
  await page.keyboard.type(withYo);
  await page.keyboard.press("Enter");
  await expect.poll(() => page.locator(".feedback").textContent()).toContain("принято");
  await screenshot(page, "round-russian-360x740", true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole("button", { name: "Закончить" }).click();
  await page.getByRole("button", { name: "Готово" }).waitFor({ timeout: 30_000 });
  const mine = page.locator(".list.you .w");
  await expect.poll(async () => (await mine.allTextContents()).length).toBe(2);
  // The board code names its language and spells Russian's letters in URL-safe symbols.
  const code = await page.locator(".board-code code").textContent();
  expect(code).toMatch(/^RU4[A-Z2-7]{16}$/);
  expect(await page.locator(".play-board").getAttribute("href")).toContain(`board=${code}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "review-russian-360x740", true);
  await context.close();
});
