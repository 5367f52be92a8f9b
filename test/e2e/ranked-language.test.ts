/**
 * Ranked play by language in a real browser: the queue page offers the language to play
 * in (the language shown by default, English here), remembered on the device. Ann picks
 * German while Bob waits in English: however long they wait, they are not matched; once
 * Bob picks German too they are, at a table that plays in German. The leaderboard page
 * asks for the picked language's board.
 */
import { expect, test } from "vitest";
import type { LeaderboardResponse } from "../../src/protocol.ts";
import { newPlayer, queueFirstTime, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { holdLobby } from "./lobby-lock.ts";

const browser = useBrowser();
holdLobby();

test("players who pick different languages wait apart, and meet once they pick the same one", async () => {
  const ann = await newPlayer(browser());
  const bob = await newPlayer(browser());
  await queueFirstTime(ann.page, "Ann");
  // The words are in the page's language: the picker opens when asked (one picker, issue 33).
  await ann.page.getByRole("button", { name: "Play in another language" }).click();
  const picker = ann.page.getByLabel("Play in");
  expect(await picker.inputValue()).toBe("en");
  await picker.selectOption("de");
  await ann.page.getByRole("heading", { name: "Finding a ranked game…" }).waitFor();
  await queueFirstTime(bob.page, "Bob");
  // Each is alone in their language's queue, past the 10 s a pair waits for a third.
  for (const p of [ann.page, bob.page]) await p.locator(".queue-figures", { hasText: "1 player waiting" }).waitFor();
  await screenshot(ann.page, "ranked-queue-german-1280x800");
  await ann.page.waitForTimeout(11_000);
  expect(ann.page.url()).toMatch(/\/ranked$/);
  expect(bob.page.url()).toMatch(/\/ranked$/);

  await bob.page.getByRole("button", { name: "Play in another language" }).click();
  await bob.page.getByLabel("Play in").selectOption("de");
  await Promise.all([ann.page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/), bob.page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/)]);
  expect(ann.page.url()).toBe(bob.page.url());
  const tableId = new URL(ann.page.url()).pathname.split("/").pop()!;
  const table = await ann.page.evaluate(async (id) => (await fetch(`/api/tables/${id}`)).json(), tableId) as { settings?: { language?: string } };
  expect(table.settings?.language).toBe("de");

  // The choice is the device's: the leaderboard page opens on German's board.
  const asked: string[] = [];
  ann.page.on("request", (r) => { if (r.url().includes("/api/leaderboard")) asked.push(new URL(r.url()).searchParams.get("language") ?? ""); });
  await ann.page.goto("/leaderboard");
  expect(await ann.page.getByLabel("Play in").inputValue()).toBe("de");
  await ann.page.getByRole("heading", { name: "Leaderboard" }).waitFor();
  await ann.page.waitForFunction(() => !document.querySelector("[role=status]"));
  expect(asked).toContain("de");
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  const board = await ann.page.evaluate(async () => (await fetch("/api/leaderboard?language=de")).json()) as LeaderboardResponse;
  expect(board.language).toBe("de");
  await ann.context.close();
  await bob.context.close();
});
