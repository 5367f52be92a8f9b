/**
 * Sound and touch, made in the browser: on a phone an accepted word plays a tone (a Web
 * Audio oscillator starts) and buzzes (`navigator.vibrate`), a refused one too; the one
 * mute switch, reachable during a round, silences both and is remembered across a
 * reload; with `prefers-reduced-motion` the buzzes stop and the sounds stay.
 * Between cues the audio context rests (a running one renders silence, a few per cent of
 * a core for as long as the page is open) and the next cue wakes it; muted, none is made.
 * The page's AudioContext and vibrate are wrapped to count what is played, nothing more.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, readBoard, startPractice, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** Count oscillators started and vibrations asked for, in window.__cues. */
function countCues(): void {
  const cues = { tones: 0, buzzes: 0 };
  (window as unknown as { __cues: typeof cues }).__cues = cues;
  const contexts: AudioContext[] = [];
  (window as unknown as { __contexts: AudioContext[] }).__contexts = contexts;
  const Made = AudioContext;
  window.AudioContext = class extends Made {
    constructor(...args: ConstructorParameters<typeof Made>) {
      super(...args);
      contexts.push(this);
    }
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
    cues.tones++;
    return start.apply(this, args);
  };
  navigator.vibrate = () => {
    cues.buzzes++;
    return true;
  };
}

const cues = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __cues: { tones: number; buzzes: number } }).__cues }));

async function enter(page: Page, word: string, verdict: RegExp | string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: verdict }).waitFor();
}

/** A practice round started; the board's words. */
async function practiceWords(page: Page): Promise<string[]> {
  await startPractice(page);
  return wordsOn(await readBoard(page), 3).map((w) => w.word);
}

test("an accepted word chimes and buzzes; the mute switch silences both and is remembered across a reload", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await context.addInitScript(countCues);
  const words = await practiceWords(page);
  const sound = page.getByRole("button", { name: "Sound", exact: true });
  expect(await sound.getAttribute("aria-pressed")).toBe("true");

  // The 3-2-1 has ticked by now; the accepted word adds its chime.
  const before = await cues(page);
  await enter(page, words[0]!, acceptedText(words[0]!));
  await expect.poll(() => cues(page)).toMatchObject({ buzzes: 1 });
  const afterAccept = await cues(page);
  expect(afterAccept.tones).toBeGreaterThan(before.tones);
  await enter(page, "qzqz", "Not on the board");
  await expect.poll(async () => (await cues(page)).buzzes).toBe(2);
  expect((await cues(page)).tones).toBeGreaterThan(afterAccept.tones);

  // Muted: nothing sounds or buzzes, and the choice outlives a reload.
  await sound.click();
  expect(await sound.getAttribute("aria-pressed")).toBe("false");
  const muted = await cues(page);
  await enter(page, words[1]!, acceptedText(words[1]!));
  await enter(page, "qzqzq", "Not on the board");
  expect(await cues(page)).toEqual(muted);
  await page.reload();
  await page.getByRole("grid", { name: "Board" }).or(page.getByRole("button", { name: "Start practice" })).waitFor();
  if (!(await page.getByRole("grid", { name: "Board" }).isVisible())) await startPractice(page);
  expect(await page.getByRole("button", { name: "Sound", exact: true }).getAttribute("aria-pressed")).toBe("false");
  await context.close();
});

test("with reduced motion, an accepted word still chimes but does not buzz", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await context.addInitScript(countCues);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const words = await practiceWords(page);
  await enter(page, words[0]!, acceptedText(words[0]!));
  await expect.poll(async () => (await cues(page)).tones).toBeGreaterThan(0);
  expect((await cues(page)).buzzes).toBe(0);
  await context.close();
});

/** The state of each audio context the page made. */
const contextStates = (page: Page) => page.evaluate(() => (window as unknown as { __contexts: AudioContext[] }).__contexts.map((c) => c.state));

test("between cues the audio context rests and the next cue wakes it; muted, no context is made", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await context.addInitScript(countCues);
  const words = await practiceWords(page);
  await enter(page, words[0]!, acceptedText(words[0]!));
  await expect.poll(async () => (await cues(page)).tones).toBeGreaterThan(0);
  // A couple of seconds after the chime, nothing is playing and the context rests.
  await expect.poll(() => contextStates(page), { timeout: 10_000 }).toEqual(["suspended"]);
  const rested = await cues(page);
  // The next word wakes it and chimes: the same context, running, one more tone at least.
  await enter(page, words[1]!, acceptedText(words[1]!));
  await expect.poll(async () => (await cues(page)).tones).toBeGreaterThan(rested.tones);
  await expect.poll(() => contextStates(page)).toEqual(["running"]); // resume() settles a moment after the note is set
  await expect.poll(() => contextStates(page), { timeout: 10_000 }).toEqual(["suspended"]);

  await context.close();

  // On a device that muted the game, tapping and typing a word make no context.
  const muted = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await muted.context.addInitScript(() => localStorage.setItem("baffle.sound", "off"));
  await muted.context.addInitScript(countCues);
  const more = await practiceWords(muted.page);
  await enter(muted.page, more[0]!, acceptedText(more[0]!));
  expect(await contextStates(muted.page)).toEqual([]);
  await muted.context.close();
});
