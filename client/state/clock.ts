/**
 * A ticking "now" for countdowns. One interval for the whole app, running only while
 * some component is watching it, at a rate fine enough for a smooth draining bar.
 */
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";

const tick = signal(Date.now());
let watchers = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** Device time, refreshed a few times a second while any component uses it. */
export function useTick(): number {
  useEffect(() => {
    if (watchers++ === 0) timer = setInterval(() => (tick.value = Date.now()), 200);
    return () => {
      if (--watchers === 0) clearInterval(timer);
    };
  }, []);
  return tick.value;
}

/** "1:05" for 65 000 ms; never negative. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
