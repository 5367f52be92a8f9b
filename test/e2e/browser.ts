/**
 * What the browser tests share: launching Debian's Chromium through playwright-core,
 * players as separate browser contexts (separate storage, like separate phones), reading
 * the board off the page, dragging across dice with a mouse or a finger, axe-core, and
 * screenshots into test/e2e/screenshots/ (gitignored).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { chromiumPath } from "./chromium-path.ts";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
export const SCREENSHOTS = join(root, "test/e2e/screenshots");

/** The app's address, from the global setup. */
export const baseURL = (): string => inject("baseURL");

/**
 * The Chromium of this worker process, for the calling test file. A worker runs its files
 * one after another (`isolate: false`), and each file's players are contexts of their own
 * (own storage and cache, like separate phones), so the files share one browser instead of
 * each launching one: ten launches cost 3 CPU-seconds and 2.8 s more than ten contexts of
 * one browser (measured 2026-12-04), and 58 files use this; a run launches 14, not 58-82.
 * When the file's tests are done, its contexts are closed; a browser that crashed or was
 * closed is launched again for the next file. Returns a getter, since the browser exists
 * only once the hook has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const context of browser?.contexts() ?? []) await context.close().catch(() => undefined);
  });
  return () => browser!;
}

/** Kept on the process, not the module, so that a module evaluated again still finds it. */
const SHARED = Symbol.for("baffle.e2e.sharedBrowser");
type WithShared = { [SHARED]?: Promise<Browser> };

async function sharedBrowser(): Promise<Browser> {
  const holder = globalThis as WithShared;
  const have = await holder[SHARED]?.catch(() => undefined);
  if (have?.isConnected()) return have;
  holder[SHARED] = launchBrowser();
  return holder[SHARED];
}

/**
 * Every Chromium this process launched and has not closed: what a failure's report shows
 * (on the process, as the shared browser is).
 */
const launched: Set<Browser> = ((globalThis as { [k: symbol]: Set<Browser> })[Symbol.for("baffle.e2e.launched")] ??= new Set());

/**
 * When a browser test fails, print what each of its pages showed (address and visible
 * text) and keep a screenshot of each as test/e2e/screenshots/FAILED-*.png: a failure met
 * only on CI's machine can then be read from its log. Then its contexts are closed (no
 * test file shares a context between tests).
 */
export async function reportPages(testName: string): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
  let n = 0;
  for (const browser of launched) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        const seen = await Promise.race([
          page.evaluate(() => document.body?.innerText ?? "").then((text) => text.replace(/\s+/g, " ").slice(0, 1500)),
          new Promise<string>((r) => setTimeout(() => r("(the page did not answer in 5 s)"), 5000)),
        ]).catch((err: unknown) => `(unreadable: ${String(err)})`);
        console.error(`[failed: ${testName}] page ${n} at ${page.url()}: ${seen}`);
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `FAILED-${slug}-${n}.png`), timeout: 5000 }).catch(() => undefined);
      }
      // The failed attempt's players leave: their rounds would go on using the CPU the retry and the other files need.
      await context.close().catch(() => undefined);
    }
  }
}

/** Chromium with the flags that keep it quiet on a closed network (and any `extra`, e.g. `--lang=de-DE`). */
export async function launchBrowser(extra: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extra,
    ],
  });
  launched.add(browser);
  browser.on("disconnected", () => launched.delete(browser));
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

let addresses = 0;
/**
 * A client address of its own for each player and each table made from here, as players
 * on their own networks have: the server's per-address budgets (tables 20 at once then 10
 * a minute, new identities, sockets) would otherwise be shared by every browser file of a
 * run, and spent by the time the last files ran. `wrangler dev` takes `CF-Connecting-IP`
 * as sent (Cloudflare sets it in production); the page's requests carry it, through the
 * service worker too. Unique per process, thread and call (a worker process runs many
 * files one after another, so a counter past 250 moves on to the next block).
 */
export function clientAddress(): string {
  addresses += 1;
  return `10.${(process.pid + threadId) % 250}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

/** Make a table as `POST /api/tables` does for a page, from an address of its own; its id. */
export async function createTable(body: object): Promise<string> {
  const res = await fetch(`${baseURL()}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL(), "CF-Connecting-IP": clientAddress() },
    signal: AbortSignal.timeout(30_000),
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST /api/tables: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { tableId: string }).tableId;
}

/**
 * A player on their own device: a fresh context (own localStorage) and page, on the e2e
 * server or `opts.baseURL`, from an address of their own. The service worker is
 * installed only where `opts.serviceWorker` asks (the tests of what works offline): its
 * install precaches the whole build, which was a quarter of Chromium's and half of the
 * server's CPU in a file that never goes offline (match.test.ts, 2026-12-03: Chromium
 * 16.1 → 11.9 CPU-s, workerd 4.1 → 2.1), and ~250 fresh devices per run each paid it.
 */
export async function newPlayer(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; touch?: boolean; locale?: string; baseURL?: string; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: opts.baseURL ?? baseURL(),
    viewport: opts.viewport ?? DESKTOP,
    hasTouch: !!opts.touch,
    isMobile: !!opts.touch,
    deviceScaleFactor: opts.touch ? 2 : 1,
    extraHTTPHeaders: { "CF-Connecting-IP": clientAddress() },
    ...(opts.locale ? { locale: opts.locale } : {}),
    serviceWorkers: opts.serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * The board's cells as the server sent them ("qu" for the Q die), read from the grid's cell
 * names, once the grid is there (a round opens with a 3-2-1 and no board).
 */
export async function readBoard(page: Page, grid = "Board"): Promise<string[]> {
  const board = page.getByRole("grid", { name: grid, exact: true });
  await board.waitFor();
  const labels = await board.getByRole("gridcell").evaluateAll((els) =>
    els.map((e) => e.getAttribute("aria-label") ?? ""),
  );
  return labels.map((l) => l.toLowerCase());
}

async function cellCentres(page: Page): Promise<{ x: number; y: number }[]> {
  return page.locator(".board.live [data-cell]").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
}

/**
 * Press on the first die of `path`, slide through the others with the mouse, let go
 * (after `beforeRelease`, e.g. a screenshot of the trace).
 */
export async function mouseDrag(page: Page, path: readonly number[], beforeRelease?: () => Promise<void>): Promise<void> {
  const centres = await cellCentres(page);
  const first = centres[path[0]!]!;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const c of path.slice(1)) await page.mouse.move(centres[c]!.x, centres[c]!.y, { steps: 6 });
  await beforeRelease?.();
  await page.mouse.up();
}

/** The same with a finger, through Chromium's touch input (pointer events of type touch). */
export async function touchDrag(page: Page, path: readonly number[]): Promise<void> {
  const centres = await cellCentres(page);
  const cdp = await page.context().newCDPSession(page);
  const at = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  let here = centres[path[0]!]!;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(here) });
  for (const c of path.slice(1)) {
    const to = centres[c]!;
    for (let k = 1; k <= 6; k++) {
      const p = { x: here.x + ((to.x - here.x) * k) / 6, y: here.y + ((to.y - here.y) * k) / 6 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(p) });
    }
    here = to;
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const AXE = readFileSync(join(root, "node_modules/axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  // Once per document: a page that has axe already (an earlier check, same document) keeps it.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    // Judge the page at rest. A word that has just entered a list fades in, and axe would
    // measure its contrast half-way through; on a live page (a computer player finding
    // words) a new one can enter while axe runs, as CI met in together's round. So every
    // animation and transition is held at its end for the run: the running ones are
    // finished, and a still sheet keeps any that start meanwhile from playing. (The
    // earlier wait for `finished` could hang: a paused animation never finishes.)
    const finishAll = () => {
      for (const a of document.getAnimations()) {
        if (a.effect?.getTiming().iterations === Infinity) continue;
        try { a.finish(); } catch { /* an animation without an end cannot be finished */ }
      }
    };
    const still = document.createElement("style");
    still.textContent = "*, *::before, *::after { animation: none !important; transition: none !important; }";
    finishAll();
    document.head.appendChild(still);
    try {
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: { resultTypes: string[] }) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      // Only the violations are worked out in full: passes and the rest are what most of
      // axe's time went on, and nothing here reads them.
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
    } finally {
      still.remove();
      // Taking the sheet away starts the held animations again: end them too.
      finishAll();
    }
  });
  return violations;
}

/**
 * Save test/e2e/screenshots/<name>.png: what the player sees in the viewport (sticky
 * bars where they really are), or with `fullPage` the whole scrolled page. Only when
 * asked (`BAFFLE_SCREENSHOTS=1`): nothing in a test reads them back, and taking them
 * cost about a tenth of the browser files' CPU in `npm test` (docs/testing.md).
 */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!process.env.BAFFLE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Wait until exactly `n` dice are lit (inside `scope`, a CSS selector, if given). */
export async function waitForLit(page: Page, n: number, scope = ""): Promise<void> {
  await page.waitForFunction(
    ([sel, k]) => document.querySelectorAll(sel as string).length === k,
    [`${scope} .die.lit`, n] as const,
    { timeout: 10_000 },
  );
}

/** A device with no ranked identity yet: from the home page, pick a name and join the queue. */
export async function queueFirstTime(page: Page, name: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Play ranked" }).click();
  await page.waitForURL(/\/ranked$/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create profile and find a game" }).click();
  await page.getByRole("heading", { name: "Finding a ranked game…" }).waitFor();
}

/** Wait until the page is controlled by an active service worker (its cache filled); fails after 20 s. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
      }
    })();
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error("no service worker took control within 20 s")), 20_000));
    await Promise.race([controlled, late]);
  });
}

/**
 * Open the practice page, start a round once the dictionary is loaded (Start is disabled
 * until then: seconds on a busy machine), and wait for the board.
 */
export async function startPractice(page: Page): Promise<void> {
  await page.goto("/practice");
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
}
