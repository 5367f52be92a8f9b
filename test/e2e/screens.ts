/**
 * What the screenshot scripts (edges-screens.ts, learn-screens.ts) share: the languages
 * asked for on the command line, each screen shot in both themes at a phone's and a
 * laptop's size, and a contact sheet per language to skim the shots. For a person to look
 * at: nothing here asserts. With `--axe`, axe also judges each screen in each theme at each
 * size, and what it finds serious is printed and counted (`axeFindings`); `--no-shots`
 * runs axe alone, writing no pictures (e.g. beside a run that writes them).
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { LOCALES, type Locale } from "../../client/i18n/index.ts";
import { seriousA11yViolations } from "./browser.ts";

/** The phone's and the laptop's size, as the shots' names carry them. */
export const SIZES = [{ name: "360x740", width: 360, height: 740 }, { name: "1280x800", width: 1280, height: 800 }] as const;

/** `--lang de,fr` or `--lang all` (the default): the languages to shoot. */
export function langsAsked(argv: readonly string[] = process.argv): readonly Locale[] {
  const at = argv.indexOf("--lang");
  const asked = at >= 0 ? argv[at + 1] : undefined;
  return asked && asked !== "all" ? (asked.split(",") as Locale[]) : LOCALES;
}

const withAxe = process.argv.includes("--axe");
const withShots = !process.argv.includes("--no-shots");
/** What axe found serious, one line per screen, theme and size (`--axe`). */
export const axeFindings: string[] = [];

/**
 * `screen` in both themes at both sizes into `out`/<screen>-<theme>-<size>.png: the
 * viewport, scrolled to `at` (a selector) when given, or the whole page with `fullPage`.
 * Leaves the page light, at the phone's size.
 */
export async function shootBoth(page: Page, out: string, screen: string, opts: { at?: string; fullPage?: boolean } = {}): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => document.fonts.ready);
      if (opts.at) await page.locator(opts.at).first().scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(400); // past the buttons' colour transition after a theme switch
      const name = `${screen}-${theme}-${size.name}`;
      if (withShots) await page.screenshot({ path: join(out, `${name}.png`), fullPage: !!opts.fullPage });
      if (withAxe) {
        const found = await seriousA11yViolations(page);
        if (found.length) axeFindings.push(`${out.split("/").at(-1)}/${name}: ${JSON.stringify(found)}`);
        console.log(`axe ${out.split("/").at(-1)}/${name}: ${found.length ? JSON.stringify(found) : "nothing serious"}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

/** A contact sheet per language (`root`/sheet-<lang>.png): every shot of `root`/<lang> as a named thumbnail. */
export async function contactSheets(browser: Browser, root: string, langs: readonly Locale[]): Promise<void> {
  if (withAxe) console.log(`axe: ${axeFindings.length} screens with serious findings${axeFindings.length ? `\n${axeFindings.join("\n")}` : ""}`);
  if (!withShots) return;
  for (const lang of langs) {
    const dir = join(root, lang);
    const files = readdirSync(dir).filter((f) => f.endsWith(".png")).sort();
    const html = `<body style="margin:0;font:11px sans-serif;display:flex;flex-wrap:wrap;gap:6px;background:#888">${files
      .map((f) => `<figure style="margin:0;width:${f.includes("1280") ? 384 : 144}px"><img src="file://${join(dir, f)}" style="width:100%"><figcaption>${f}</figcaption></figure>`)
      .join("")}</body>`;
    const sheet = join(root, `sheet-${lang}.html`);
    writeFileSync(sheet, html);
    const p = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await p.goto(`file://${sheet}`);
    await p.waitForTimeout(500);
    await p.screenshot({ path: join(root, `sheet-${lang}.png`), fullPage: true });
    await p.close();
  }
}
