/**
 * The kitchen table (/kitchen, issue 30) in Chromium at phone size: seed 001's worked
 * example typed in by hand gives its totals and places, raising the shakes reopens it
 * and a fourth row settles it; the timer survives a reload; the referee answers for a
 * word on a typed tray and one not on it, and shows the tray's solution; three players'
 * typed lists give the cancellations and totals a hand count gives, and a cancellation
 * change rescores them but not a typed total; and after one visit the page works offline.
 * axe on each screen; screenshots at 360×740 and 1280×800, light and dark, in English
 * and German.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, SCREENSHOTS, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** A tray with plenty of words (the 4×4 board of the worked tests: T E A R / S QU O T / L I N E / D O G S). */
const TRAY = ["t", "e", "a", "r", "s", "qu", "o", "t", "l", "i", "n", "e", "d", "o", "g", "s"];
const TRAY_TEXT = "TEAR SQUOT LINE DOGS";
/** The classic points table, written out here as a player would count: 3–4 letters 1, 5 → 2, 6 → 3, 7 → 5, 8+ → 11. */
const handPoints = (w: string) => (w.length >= 8 ? 11 : [0, 0, 0, 1, 1, 2, 3, 5][w.length]!);

async function addPlayers(page: Page, names: string[]): Promise<void> {
  for (const n of names) {
    await page.getByLabel("New player's name").fill(n);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
}

/** Type `value` into a cell and leave it (a change is applied when the field is left). */
async function typeCell(page: Page, name: string, shake: number, value: string): Promise<void> {
  // A cell computed from words says so in its name ("Anna, shake 1, counted from the words").
  const cell = page.getByRole("textbox", { name: new RegExp(`^${name}, shake ${shake}(,|$)`) });
  await cell.fill(value);
  await cell.press("Tab");
}

const totals = (page: Page) => page.locator(".sheet tfoot tr").nth(0).locator("td").allTextContents();
const places = (page: Page) => page.locator(".sheet tfoot tr").nth(1).locator("td").allTextContents();

test("the worked example typed by hand: 18, 18, 17, places 1, 1, 3, two winners; four shakes reopen it and a fourth row settles it", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto("/");
  await page.getByRole("link", { name: "Open the score sheet" }).click();
  await page.waitForURL(/\/kitchen$/);
  await page.getByRole("heading", { name: "At the kitchen table" }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "kitchen-start-360x740");
  await addPlayers(page, ["Anna", "Ben", "Cara"]);
  const rows = [[7, 4, 6], [5, 9, 3], [6, 5, 8]];
  for (const [i, row] of rows.entries()) for (const [p, name] of ["Anna", "Ben", "Cara"].entries()) await typeCell(page, name, i + 1, String(row[p]));
  expect(await totals(page)).toEqual(["18", "18", "17"]);
  expect(await places(page)).toEqual(["1st", "1st", "3rd"]);
  await expect.poll(() => page.locator(".standings-line").textContent()).toContain("Anna and Ben share the win!");
  // A refused number says why and leaves the cell as it was.
  await typeCell(page, "Cara", 3, "eight");
  await page.getByRole("alert").filter({ hasText: "A whole number, please" }).waitFor();
  expect(await page.getByRole("textbox", { name: "Cara, shake 3" }).inputValue()).toBe("8");
  expect(await totals(page)).toEqual(["18", "18", "17"]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.locator(".kitchen-sheet").screenshot({ path: `${SCREENSHOTS}/kitchen-sheet-finished-360x740.png` });

  // A setting change recalculates at once: four shakes reopen the game, in plain words.
  const shakes = page.getByRole("spinbutton", { name: "Number of shakes" });
  await shakes.fill("4");
  await shakes.press("Tab");
  await expect.poll(() => page.locator(".kitchen-settings .kitchen-notice").textContent()).toBe("Now: 4 shakes instead of 3; the game goes on.");
  await expect.poll(() => page.locator(".standings-line").textContent()).toContain("Standings: 1st Anna (18), 1st Ben (18), 3rd Cara (17).");
  for (const [p, name] of ["Anna", "Ben", "Cara"].entries()) await typeCell(page, name, 4, String([3, 1, 2][p]));
  expect(await totals(page)).toEqual(["21", "19", "19"]);
  expect(await places(page)).toEqual(["1st", "2nd", "2nd"]);
  await expect.poll(() => page.locator(".standings-line").textContent()).toContain("Anna wins!");

  // The sheet survives a closed tab: a new page on the same device shows it as it was.
  await page.close();
  const again = await context.newPage();
  await again.goto("/kitchen");
  await expect.poll(() => totals(again)).toEqual(["21", "19", "19"]);
  // A finished game goes into the history, and the same players start the next one.
  await again.getByRole("button", { name: "New game" }).click();
  await again.locator(".past-sheets li").filter({ hasText: "Anna won after 4 shakes" }).waitFor();
  expect(await again.locator(".sheet thead th").allTextContents()).toEqual(["Shake", "Anna", "Ben", "Cara"]);
  expect(await totals(again)).toEqual(["0", "0", "0"]);
  await context.close();
});

test("the timer runs from its stored start: a minute away (a locked phone) and a reload keep it running; a paused timer shows the same time after a reload", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto("/kitchen");
  const digits = page.getByRole("timer");
  expect(await digits.textContent()).toBe("3:00");
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("button", { name: "Pause" }).waitFor();
  // The phone is locked for a minute: the stored start moves a minute back, as if it had.
  await page.evaluate(() => {
    const key = "baffle.kitchen.timer";
    const t = JSON.parse(localStorage.getItem(key)!) as { runningSince: number };
    localStorage.setItem(key, JSON.stringify({ ...t, runningSince: t.runningSince - 60_000 }));
  });
  await page.reload();
  await page.getByRole("button", { name: "Pause" }).waitFor();
  const seconds = (text: string | null) => {
    const [m, s] = (text ?? "").split(":").map(Number);
    return m! * 60 + s!;
  };
  // A minute gone, and a little more for the reload itself; never a fresh 3:00.
  expect(seconds(await digits.textContent())).toBeLessThanOrEqual(120);
  expect(seconds(await digits.textContent())).toBeGreaterThan(60);
  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await digits.textContent();
  await page.reload();
  await page.getByRole("button", { name: "Carry on" }).waitFor();
  expect(await digits.textContent()).toBe(paused);
  await page.getByRole("button", { name: "Reset" }).click();
  expect(await digits.textContent()).toBe("3:00");
  await context.close();
});

test("the referee answers for a word on a typed tray and one not on it, and shows the tray's words", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto("/kitchen");
  await page.getByLabel("The tray, row by row").fill(TRAY_TEXT);
  await page.getByRole("grid", { name: "The tray" }).waitFor();
  const solution = wordsOn(TRAY, 3);
  const onTray = solution.find((w) => w.word.length === 5)!.word;
  // A real word that is nowhere on this tray.
  const elsewhere = ["zebra", "jumpy", "vixen"].find((w) => !solution.some((s) => s.word === w))!;
  const word = page.getByLabel("Is it a word?");
  const ruling = page.locator(".ruling");
  await word.fill(onTray);
  await page.getByRole("button", { name: "Check" }).click();
  await expect.poll(() => ruling.textContent()).toBe(`${onTray.toUpperCase()} is in the dictionary.It can be traced on this tray.Worth ${handPoints(onTray)} points under these rules`);
  await word.fill(elsewhere);
  await page.getByRole("button", { name: "Check" }).click();
  await expect.poll(() => ruling.textContent()).toBe(`${elsewhere.toUpperCase()} is in the dictionary.It cannot be traced on this tray.Worth 0 points under these rules`);
  await page.locator(".kitchen-referee").screenshot({ path: `${SCREENSHOTS}/kitchen-referee-ruling-360x740.png` });
  await page.getByRole("button", { name: `Show all ${solution.length} words` }).click();
  const shown = await page.locator(".referee-solution .word-btn .w").allTextContents();
  expect(shown.sort()).toEqual(solution.map((w) => w.word).sort());
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "kitchen-referee-360x740");
  await context.close();
});

test("three players' typed lists give the cancellations and totals a hand count gives; a cancellation change rescores them, not a typed total", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto("/kitchen");
  await addPlayers(page, ["Anna", "Ben", "Cara"]);
  await page.getByLabel("The tray, row by row").fill(TRAY_TEXT);
  const words = wordsOn(TRAY, 3).map((w) => w.word).filter((w) => w.length <= 7);
  const pick = (from: number, n: number) => words.slice(from, from + n);
  const shared = pick(words.length - 2, 2);
  const lists = {
    Anna: [...pick(0, 3), ...shared, "zzzq"],
    Ben: [...pick(3, 3), shared[0]!],
    Cara: [...pick(6, 2), shared[1]!],
  };
  // The hand count: a word on two lists scores nothing; the made-up word scores nothing (no penalty set).
  const count = (mine: string[]) => {
    const others = Object.values(lists).filter((l) => l !== mine).flat();
    return mine.filter((w) => w !== "zzzq" && !others.includes(w)).reduce((a, w) => a + handPoints(w), 0);
  };
  for (const [name, list] of Object.entries(lists)) await page.getByLabel(`${name}'s words`).fill(list.join("\n"));
  await page.getByRole("button", { name: "Count shake 1" }).click();
  const expected = Object.values(lists).map(count);
  expect(await totals(page)).toEqual(expected.map(String));
  expect(await page.getByRole("textbox", { name: "Anna, shake 1, counted from the words" }).inputValue()).toBe(String(expected[0]));
  const review = page.locator(".kitchen-review");
  expect(await review.locator(".fate-struck .w").allTextContents()).toEqual([...shared, shared[0]!, shared[1]!]);
  expect(await review.locator(".fate-refused").allTextContents()).toEqual(["zzzq refused: not on the tray"]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "kitchen-lists-360x740", true);
  await page.locator(".kitchen-lists").screenshot({ path: `${SCREENSHOTS}/kitchen-lists-review-360x740.png` });

  // Cara's total typed over hers; then shared words score for everyone: Anna and Ben are rescored, Cara's typed 9 stays.
  await typeCell(page, "Cara", 1, "9");
  await page.getByText("Off (solitaire scoring)").click();
  const all = (mine: string[]) => mine.filter((w) => w !== "zzzq").reduce((a, w) => a + handPoints(w), 0);
  expect(await totals(page)).toEqual([String(all(lists.Anna)), String(all(lists.Ben)), "9"]);
  await page.locator(".kitchen-settings .kitchen-notice", { hasText: "shared words now score for everyone; the sheet is recalculated" }).waitFor();
  await context.close();
});

test("after one visit the kitchen table works offline, referee included", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, serviceWorker: true });
  await page.goto("/kitchen");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "At the kitchen table" }).waitFor();
  await page.getByLabel("The tray, row by row").fill(TRAY_TEXT);
  const onTray = wordsOn(TRAY, 4)[0]!.word;
  await page.getByLabel("Is it a word?").fill(onTray);
  await page.getByRole("button", { name: "Check" }).click();
  await page.locator(".ruling", { hasText: "It can be traced on this tray." }).waitFor();
  await context.close();
});

for (const [lang, locale] of [["en", "en-GB"], ["de", "de-DE"]] as const) {
  test(`screenshots in ${lang}: phone and laptop, light and dark, axe clean`, async () => {
    for (const [size, viewport] of [["360x740", PHONE], ["1280x800", DESKTOP]] as const) {
      for (const theme of ["light", "dark"] as const) {
        const { context, page } = await newPlayer(browser(), { viewport, locale });
        await context.addInitScript(([l, th]) => {
          localStorage.setItem("baffle.language", l);
          localStorage.setItem("baffle.theme", th);
        }, [lang, theme] as const);
        await page.goto("/kitchen");
        await page.locator(".kitchen-players input#kitchen-new-player").waitFor();
        for (const n of ["Anna", "Ben", "Cara"]) {
          await page.locator("#kitchen-new-player").fill(n);
          await page.locator(".add-player button").click();
        }
        for (const [i, row] of [[7, 4, 6], [5, 9, 3]].entries()) {
          for (const [p, v] of row.entries()) {
            const cell = page.locator(".sheet tbody tr").nth(i).locator("input").nth(p);
            await cell.fill(String(v));
            await cell.press("Tab");
          }
        }
        await page.locator("#kitchen-tray").fill(TRAY_TEXT);
        await page.locator(".timer-buttons button.primary").click();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.evaluate(() => scrollTo(0, 0));
        await screenshot(page, `kitchen-${lang}-${theme}-${size}`);
        await screenshot(page, `kitchen-${lang}-${theme}-${size}-full`, true);
        // Each card on its own too, to be looked at in full size on a phone.
        if (size === "360x740") {
          const cards = page.locator("main.kitchen > section");
          for (let i = 0; i < (await cards.count()); i++) await cards.nth(i).screenshot({ path: `${SCREENSHOTS}/kitchen-${lang}-${theme}-${size}-card${i}.png` });
        }
        await context.close();
      }
    }
  }, 300_000);
}
