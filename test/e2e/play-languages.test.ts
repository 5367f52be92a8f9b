/**
 * Playing in another language, in Chromium: a host creates a table in French from the
 * home page, the lobby says so (and axe finds nothing serious there), a computer player
 * joins, and a round is played with French words found by the solver on the built French
 * dictionary, typed with and without their accents; the review lists them and its
 * definition box says definitions are English only. Then practice in German: one online
 * visit, German chosen once (its dictionary fetched and kept by the service worker), and
 * with the network off a German round is played, folding ß, to its review. And a browser
 * in German starts a new table and practice in German.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, launchBrowser, newPlayer, readBoard, screenshot, seriousA11yViolations, useBrowser, waitForServiceWorker } from "./browser.ts";
import { wordsOnIn, writtenFormsIn } from "./words.ts";

const browser = useBrowser();

/** The word as a French player may type it: its first e with an acute accent, its first c with a cedilla, and so on. */
function withAccents(word: string): string {
  const accents: Record<string, string> = { e: "é", a: "à", c: "ç", o: "ô", u: "û", i: "î" };
  const i = [...word].findIndex((ch) => ch in accents);
  return i < 0 ? word : word.slice(0, i) + accents[word[i]!]! + word.slice(i + 1);
}

async function typeWord(page: Page, typed: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(typed);
  await page.keyboard.press("Enter");
}

test("a French table: created in French, the lobby says so, and a round takes French words with or without accents", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Hélène");
  await page.locator("summary", { hasText: "Table settings" }).click();
  await page.getByRole("group", { name: "Language of the words" }).getByText("French", { exact: true }).click();
  await page.locator(".house-rules-summary", { hasText: "In French" }).waitFor();
  await page.getByRole("button", { name: "Create table" }).click();

  // The lobby: the host's panel has French picked, and the summary line says it.
  const start = page.getByRole("button", { name: "Start", exact: true });
  await start.waitFor();
  const language = page.getByRole("group", { name: "Language of the words" });
  expect(await language.getByRole("radio", { name: "French" }).isChecked()).toBe(true);
  await page.locator(".house-rules-summary", { hasText: "In French" }).waitFor();
  await page.getByRole("button", { name: "Add computer player" }).click();
  await page.locator(".seat.bot").waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "lobby-french-1280x800");
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();

  await page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(page);
  // The round says its language (the page is in English) and the Word field is French.
  await page.locator(".round-language", { hasText: "In French" }).waitFor();
  const field = page.getByLabel("Word", { exact: true });
  expect(await field.getAttribute("lang")).toBe("fr");
  expect(await field.getAttribute("placeholder")).toBe("Type a French word…");

  const solution = wordsOnIn("fr", cells, 3);
  const accented = solution.find((w) => w.word.length >= 4 && withAccents(w.word) !== w.word) ?? solution.find((w) => withAccents(w.word) !== w.word);
  expect(accented, `no word to accent on ${cells.join("")}`).toBeDefined();
  const plain = solution.find((w) => w.word !== accented!.word)!;
  // Typed with an accent: the field keeps it, the dice light for the folded word, and it counts as the plain word.
  await field.fill(withAccents(accented!.word));
  expect(await field.inputValue()).toBe(withAccents(accented!.word));
  await expect.poll(() => page.locator(".board.live .die.lit").count()).toBe(accented!.path.length);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: `${accented!.word.toUpperCase()} accepted` }).waitFor();
  // Typed without: a new word counts, and the accented one's plain spelling is the same word.
  await typeWord(page, plain.word);
  await page.locator(".feedback", { hasText: `${plain.word.toUpperCase()} accepted` }).waitFor();
  await typeWord(page, accented!.word);
  await page.locator(".feedback", { hasText: "You already have that one" }).waitFor();
  await screenshot(page, "round-french-1280x800");

  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("button", { name: "Ready" }).waitFor({ timeout: 30_000 });
  // The review: both words in the host's list, written as French writes them (âge, élève:
  // the server sends the written forms), and definitions said to be English only.
  const written = writtenFormsIn("fr");
  const mine = page.locator(".list.you .w");
  await expect.poll(async () => (await mine.allTextContents()).sort()).toEqual([written(accented!.word), written(plain.word)].sort());
  await page.locator(".list.you .word-btn").filter({ has: page.locator(".w", { hasText: new RegExp(`^${written(accented!.word)}$`) }) }).click();
  await page.locator(".word-meaning", { hasText: "Definitions are only in English for now." }).waitFor();
  expect(await page.locator(".word-meaning", { hasText: "WordNet has no definition" }).count()).toBe(0);
  await screenshot(page, "review-french-1280x800");
  await context.close();
});

test("practice in German after one online visit: its dictionary is fetched when first chosen, then a round plays offline", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP, serviceWorker: true });
  await page.goto("/");
  await waitForServiceWorker(page);
  // Only English's dictionary is installed up front.
  expect(await page.evaluate(async () => (await caches.match("/words-de.dawg")) !== undefined)).toBe(false);
  expect(await page.evaluate(async () => (await caches.match("/words.dawg")) !== undefined)).toBe(true);

  await page.getByRole("link", { name: "Practice alone" }).click();
  await page.waitForURL(/\/practice$/);
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.getByRole("group", { name: "Language of the words" }).getByText("German", { exact: true }).click();
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  // German's dictionary and how German writes its words, and nothing of another language's.
  expect(fetched.filter((p) => p.startsWith("/words-")).sort()).toEqual(["/words-de.dawg", "/words-de.display"]);
  await screenshot(page, "practice-setup-german-1280x800");
  await expect.poll(() => page.evaluate(async () => (await caches.match("/words-de.dawg")) !== undefined)).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await caches.match("/words-de.display")) !== undefined)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "Practice alone" }).waitFor();
  await page.getByRole("group", { name: "Language of the words" }).getByText("German", { exact: true }).click();
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();

  await page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(page);
  const solution = wordsOnIn("de", cells, 3);
  expect(solution.length).toBeGreaterThan(1);
  // A word with "ss" is typed with ß where the board has one; else two plain words.
  const first = solution.find((w) => w.word.includes("ss")) ?? solution.at(-1)!;
  const picks = [first, solution.find((w) => w.word !== first.word)!];
  for (const w of picks) {
    const typed = w.word.replace("ss", "ß");
    await typeWord(page, typed);
    await page.locator(".feedback", { hasText: `${w.word.toUpperCase()} accepted` }).waitFor();
  }
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("heading", { name: "Your first round on this board" }).waitFor();
  // The review's whole solution is the German solver's, written as German writes it (nouns
  // capitalised, ß), also offline, and the player's words are marked found.
  const written = writtenFormsIn("de");
  const listed = await page.locator(".list.solution .w").allTextContents();
  expect([...listed].sort()).toEqual(solution.map((w) => written(w.word)).sort());
  expect((await page.locator(".list.solution li.got .w").allTextContents()).sort()).toEqual(picks.map((w) => written(w.word)).sort());
  await page.locator(".list.solution .word-btn").first().click();
  await page.locator(".word-meaning", { hasText: "Definitions are only in English for now." }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "practice-german-offline-1280x800");
  await context.close();
});

test("a browser in German starts a new table and a practice round in German", async () => {
  const b = await launchBrowser(["--lang=de-DE"]);
  try {
    const { page } = await newPlayer(b, { locale: "de-DE" });
    await page.goto("/");
    await page.locator("details.house-rules summary").click();
    // Read by the radio's value, not its words (the page is in German).
    expect(await page.locator('input[name="language"]:checked').getAttribute("value")).toBe("de");
    await page.goto("/practice");
    expect(await page.locator('input[name="practice-language"]:checked').getAttribute("value")).toBe("de");
  } finally {
    await b.close();
  }
});

test("the language switch changes a new table's language without a reload, until the player picks one", async () => {
  const { page } = await newPlayer(browser(), { viewport: DESKTOP });
  await page.goto("/");
  await page.locator("details.house-rules summary").click();
  const picked = () => page.locator('input[name="language"]:checked').getAttribute("value");
  expect(await picked()).toBe("en");
  // Read by values, not words: the page changes language under the test.
  await page.locator("select#language").selectOption("de");
  await page.locator("html[lang=de]").waitFor();
  await expect.poll(picked).toBe("de");
  await page.getByLabel("Name", { exact: true }).fill("Jörg");
  await page.locator('form button[type="submit"]').click();
  // The lobby: the table was made in German.
  await page.locator('.seat').first().waitFor();
  await expect.poll(picked).toBe("de");

  // Once a language of the words is picked, the switch leaves it alone.
  await page.goto("/");
  await page.locator("details.house-rules summary").click();
  await page.locator('input[name="language"][value="fr"]').check();
  await page.locator("select#language").selectOption("es");
  await page.locator("html[lang=es]").waitFor();
  expect(await picked()).toBe("fr");
});

test("practice's solution in French shows the words as French writes them, accents and all", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP });
  await page.goto("/practice");
  await page.getByRole("group", { name: "Language of the words" }).getByText("French", { exact: true }).click();
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const solution = wordsOnIn("fr", await readBoard(page), 3);
  // An accented word of the board, typed without its accents: it is checked folded.
  const written = writtenFormsIn("fr");
  const accented = solution.filter((w) => written(w.word) !== w.word);
  expect(accented.length).toBeGreaterThan(0);
  await typeWord(page, accented[0]!.word);
  await page.locator(".feedback", { hasText: `${accented[0]!.word.toUpperCase()} accepted` }).waitFor();
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator(".list.solution").waitFor();
  const listed = await page.locator(".list.solution .w").allTextContents();
  expect([...listed].sort()).toEqual(solution.map((w) => written(w.word)).sort());
  expect(listed).toContain(written(accented[0]!.word));
  expect(listed.some((w) => /[àâçéèêëîïôûùüÿœ]/.test(w))).toBe(true);
  expect(await page.locator(".list.you .w").allTextContents()).toEqual([written(accented[0]!.word)]);
  await screenshot(page, "practice-french-solution-1280x800");
  await context.close();
});
