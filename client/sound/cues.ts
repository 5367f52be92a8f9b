/**
 * The game's sounds and buzzes, made in the browser: short Web Audio tones (no audio
 * files to download or cache) and `navigator.vibrate` on phones. Everything goes through
 * here so there is one switch for all of it.
 *
 * Why it is shaped this way:
 * - Browsers refuse to start audio before the first tap or key press on the page, so the
 *   AudioContext is made (or resumed) on the first such gesture and the cues are silent
 *   until then; nothing is queued to blare out later.
 * - One mute switch, `soundOn`, remembered on the device (localStorage). Muted means no
 *   sound and no vibration.
 * - `prefers-reduced-motion` turns the buzzes off (they are motion felt in the hand); the
 *   sounds stay, as they carry the same news as the text.
 * - The table's round, practice and the ranked "game found" alert all call the same
 *   named cues, so they sound alike everywhere.
 * - The context rests (suspended) between cues and wakes for the next one. A running
 *   context renders silence all the time, about 5% of a core for as long as the page is
 *   open (measured in headless Chromium, 2026-12-03: 0.95 CPU-s in 20 s running, 0.06
 *   suspended), a phone's battery spent on nothing. Muted, no context is made at all.
 */
import { signal } from "@preact/signals";

const KEY = "baffle.sound";

function readSetting(): boolean {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

/** Sound and vibration are on (the device's last choice; on by default). */
export const soundOn = signal(readSetting());

/** Turn all cues on or off, and remember it on this device. */
export function setSoundOn(on: boolean): void {
  soundOn.value = on;
  if (on) unlock(); // the switch is pressed in a gesture: the next cue may sound at once
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    /* not remembered: it still applies to this visit */
  }
}

let ctx: AudioContext | null = null;

/** How long the context stays awake after its last note ends, for the next one to follow at once. */
const REST_AFTER_MS = 2000;
/** When the last note scheduled ends (performance.now()), and the rest that follows it. */
let busyUntil = 0;
let rest: ReturnType<typeof setTimeout> | undefined;

/** Wake a resting context; its notes play as it wakes. Allowed outside a gesture once the page had one. */
function wake(): void {
  if (ctx?.state === "suspended") ctx.resume().catch(() => undefined);
}

/** Rest the context once nothing has played for a while after `busyUntil`. */
function restLater(): void {
  clearTimeout(rest);
  rest = setTimeout(() => {
    if (ctx?.state === "running") ctx.suspend().catch(() => undefined);
  }, Math.max(0, busyUntil - performance.now()) + REST_AFTER_MS);
}

/** Make or wake the audio context; making it only works inside a user gesture. */
function unlock(): void {
  if (!soundOn.value) return;
  try {
    ctx ??= new AudioContext();
    wake();
    restLater();
  } catch {
    ctx = null;
  }
}

if (typeof addEventListener === "function") {
  for (const type of ["pointerdown", "keydown", "touchend"] as const) addEventListener(type, unlock, { capture: true, passive: true });
}

const reducedMotion = (): boolean => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** One note: `freq` Hz for `ms`, starting `delay` ms from now, with a soft attack and fade. */
function tone(freq: number, ms: number, { delay = 0, gain = 0.14, type = "sine" as OscillatorType } = {}): void {
  // A context made in this gesture may still be starting ("suspended" for a moment):
  // notes scheduled now play as it wakes.
  if (!ctx || ctx.state === "closed") return;
  wake();
  busyUntil = Math.max(busyUntil, performance.now() + delay + ms);
  restLater();
  const start = ctx.currentTime + delay / 1000;
  const end = start + ms / 1000;
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(env).connect(ctx.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}

function buzz(pattern: number | number[]): void {
  if (reducedMotion() || typeof navigator.vibrate !== "function") return;
  try {
    navigator.vibrate(pattern);
  } catch {
    /* some browsers refuse before a gesture */
  }
}

/** A C-major run: each accepted word climbs further with its points (1 point: one note; 11: five). */
const SCALE = [523.25, 659.25, 783.99, 1046.5, 1318.5];

/** An accepted word: a chime that rises higher the more it scored, and a short buzz. */
export function cueAccepted(points: number): void {
  if (!soundOn.value) return;
  const notes = points >= 11 ? 5 : points >= 5 ? 4 : points >= 3 ? 3 : points >= 2 ? 2 : 1;
  for (let i = 0; i < notes; i++) tone(SCALE[i]!, 140, { delay: i * 55, gain: 0.12 });
  buzz(20);
}

/** A refused word: one low, soft note and a double buzz. */
export function cueRejected(): void {
  if (!soundOn.value) return;
  tone(196, 160, { gain: 0.09, type: "triangle" });
  buzz([30, 40, 30]);
}

/** One of the last ten seconds. */
export function cueTick(): void {
  if (!soundOn.value) return;
  tone(880, 40, { gain: 0.05, type: "square" });
}

/** One of the last ten seconds of the kitchen table's timer: the tick and a short buzz, for a phone lying on the table. */
export function cueLastSeconds(): void {
  if (!soundOn.value) return;
  tone(880, 60, { gain: 0.08, type: "square" });
  buzz(25);
}

/** The clock ran out. */
export function cueTimeUp(): void {
  if (!soundOn.value) return;
  tone(659.25, 180, { gain: 0.12 });
  tone(523.25, 180, { delay: 170, gain: 0.12 });
  tone(392, 360, { delay: 340, gain: 0.12 });
  buzz(120);
}

/** Something the player is waiting for happened (a ranked match was found): three bright notes. */
export function cueAlert(): void {
  if (!soundOn.value) return;
  for (const [i, f] of [783.99, 1046.5, 1318.5].entries()) tone(f, 150, { delay: i * 120, gain: 0.14 });
  buzz([60, 60, 60]);
}
