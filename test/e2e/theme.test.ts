/**
 * Issue 26, row 9: the page was always dark. It follows the system's light or dark
 * setting, a switch picks one and is remembered on the device, and both themes pass
 * axe's rules (contrast among them) on every screen of a match.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { createTable, newPlayer, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** The page's background colour as sRGB relative luminance (0 black … 1 white). */
function background(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/\d+(\.\d+)?/g)!.map(Number);
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  });
}

/** axe on this screen in the light and in the dark theme, following the system's setting. */
async function bothThemes(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
    const lum = await background(page);
    if (colorScheme === "light") expect(lum, screen).toBeGreaterThan(0.75);
    else expect(lum, screen).toBeLessThan(0.05);
    expect(await seriousA11yViolations(page), `${screen}, ${colorScheme}`).toEqual([]);
    await screenshot(page, `theme-${screen}-${colorScheme}-1280x800`);
  }
}

test("the theme follows the system, passes axe in light and dark on every screen of a match, and the switch is remembered", async () => {
  const { page, context } = await newPlayer(browser());
  await page.goto("/");
  await page.getByRole("button", { name: "Create table" }).waitFor();
  await bothThemes(page, "home");

  const tableId = await createTable({ settings: { rounds: 1, penalty: 1 } });
  await page.goto(`/t/${tableId}`);
  await page.getByRole("button", { name: "Join", exact: true }).waitFor();
  await bothThemes(page, "join");
  await page.getByLabel("Name", { exact: true }).fill("Hana");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.getByRole("button", { name: "Add computer player" }).click();
  await page.locator(".seat.bot").waitFor();
  await bothThemes(page, "lobby");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const words = wordsOn(await readBoard(page), 3).map((w) => w.word);
  for (const w of [words.at(-1)!, "qzxqzx"]) {
    await page.getByLabel("Word", { exact: true }).fill(w);
    await page.keyboard.press("Enter");
    await page.locator(".feedback", { hasText: w.toUpperCase() }).waitFor();
  }
  await bothThemes(page, "round");
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator("#finale-title").waitFor();
  await bothThemes(page, "match-end");

  // The switch: the system says light, the player picks dark, and the device remembers it.
  await page.emulateMedia({ colorScheme: "light" });
  const toggle = page.getByRole("button", { name: "Light theme" });
  await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect(await toggle.getAttribute("aria-pressed")).toBe("false");
  await page.goto("/");
  await page.getByRole("button", { name: "Create table" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect(await background(page)).toBeLessThan(0.05);
  await page.getByRole("button", { name: "Light theme" }).click();
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
  await context.close();
  // Ten axe runs and ten screenshots: 27 s alone, past 120 s on a loaded CI machine.
}, 300_000);
