/**
 * "The deck or the remembered rounds changed": told after a round is remembered or a file
 * read in, heard by the pages that show them (Me, a profile's achievements), in this tab
 * and in the device's other tabs, so a page open while a round ends is not left behind.
 * A browser without BroadcastChannel still hears its own tab.
 */
const EVENT = "baffle:learn-changed";
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("baffle-learn") : null;

/** Say the deck or the rounds changed. */
export function learnChanged(): void {
  dispatchEvent(new Event(EVENT));
  channel?.postMessage(EVENT);
}

/** Call `fn` whenever they change, here or in another tab; returns the way to stop. */
export function onLearnChanged(fn: () => void): () => void {
  const other = typeof BroadcastChannel === "function" ? new BroadcastChannel("baffle-learn") : null;
  addEventListener(EVENT, fn);
  if (other) other.onmessage = () => fn();
  return () => {
    removeEventListener(EVENT, fn);
    other?.close();
  };
}
