/**
 * Definitions in practice survive losing the network: practice fetches its board's
 * shards while the round is played and the service worker keeps them, so after going
 * offline and reloading (the page's own memory gone, the round resumed from the device)
 * the review still shows what a word means.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, readBoard, useBrowser } from "./browser.ts";
import { exactly } from "./text.ts";
import { definitionsOf, shardPathOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

test("a practice review defines its words offline once the round was started online", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP, serviceWorker: true });
  await page.goto("/practice");
  await controlled(page);
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const words = wordsOn(await readBoard(page), 3).map((w) => w.word).filter((w) => definitionsOf(w).length > 0);
  const word = words.at(-1)!;
  // The shard holding the word is in the service worker's cache before the network goes.
  const shard = shardPathOf(word);
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, shard), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator(".list.solution .word-btn").filter({ has: page.locator(".w", { hasText: exactly(word) }) }).click();
  const meaning = page.locator(".word-meaning");
  await expect.poll(() => meaning.textContent()).toContain(definitionsOf(word)[0]!.senses[0]);
  await context.close();
});
