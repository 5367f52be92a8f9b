/**
 * A ranked match found while the player looks at another tab: the page plays the
 * three-note cue, flashes its title and, where the player allowed it, shows a system
 * notification. The tab is made to look hidden and the Notification API is replaced by a
 * recorder that was "granted" permission; oscillators started are counted, nothing more.
 */
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, queueFirstTime, useBrowser } from "./browser.ts";
import { holdLobby } from "./lobby-lock.ts";

const browser = useBrowser();
// The lobby is shared by the whole server: no other file's test queues while one of these runs.
holdLobby();

/** Hidden tab, granted notifications recorded in window.__notes, oscillators counted in window.__tones. */
function watchAlerts(): void {
  const w = window as unknown as { __notes: string[]; __tones: number };
  w.__notes = [];
  w.__tones = 0;
  Object.defineProperty(document, "hidden", { get: () => true });
  class Recorder {
    static permission = "granted";
    static requestPermission = async () => "granted";
    constructor(title: string) {
      w.__notes.push(title);
    }
  }
  (window as unknown as { Notification: unknown }).Notification = Recorder;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
    w.__tones++;
    return start.apply(this, args);
  };
}

test("a ranked game found in a hidden tab sounds, flashes the title and notifies", async () => {
  const ivy = await newPlayer(browser(), { viewport: DESKTOP });
  const jon = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await ivy.page.addInitScript(watchAlerts);
  await queueFirstTime(ivy.page, "Ivy");
  const before = await ivy.page.evaluate(() => (window as unknown as { __tones: number }).__tones);
  await queueFirstTime(jon.page, "Jon");
  await ivy.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await expect.poll(() => ivy.page.evaluate(() => (window as unknown as { __notes: string[] }).__notes), { timeout: 10_000 })
    .toEqual(["Baffle: game found"]);
  await expect.poll(() => ivy.page.title(), { timeout: 10_000 }).toContain("Game found");
  expect(await ivy.page.evaluate(() => (window as unknown as { __tones: number }).__tones)).toBeGreaterThan(before);
  await ivy.context.close();
  await jon.context.close();
});
