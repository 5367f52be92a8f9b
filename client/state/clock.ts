/**
 * A "now" for clocks shown in whole seconds. Each clock re-renders when its digits change
 * and not between: at each whole second from its `anchor`, the device-time instant it
 * counts to or from (a deadline for a countdown, a start for a count-up). So two players'
 * clocks of one round turn together, on the second, and a page showing a clock does one
 * small render a second. A shared 200 ms tick did five, and a phone in a round paid for
 * them: one practice page in headless Chromium used 0.59 CPU-s in 15 s with it, 0.31 at
 * one render a second (2026-12-03).
 */
import { useEffect, useState } from "preact/hooks";

/** Just past the second, so the render reads the new digits whatever the timer's rounding. */
const AFTER_MS = 2;

/**
 * Device time, read at each render; the component renders again each time a whole second
 * has passed since (or remains until) `anchor`. `null`: nothing to count, no re-renders.
 */
export function useTick(anchor: number | null = 0): number {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (anchor === null) return;
    const into = (((Date.now() - anchor) % 1000) + 1000) % 1000; // ms past the last whole second from the anchor
    const timer = setTimeout(() => rerender((n) => n + 1), 1000 - into + AFTER_MS);
    return () => clearTimeout(timer);
  });
  return Date.now();
}

/** "1:05" for 65 000 ms; never negative. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
