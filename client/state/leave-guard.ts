/**
 * Back during a round asks first. The app is one page, so the browser's Back cannot be
 * refused; instead, while a round is played, one extra history entry with the same
 * address is kept above the table's: Back pops it (the table stays on screen) and the
 * page asks "Leave this round?". Staying puts the entry back; leaving goes back once more.
 * Closing the tab or reloading during a round gets the browser's own question.
 */
import { signal } from "@preact/signals";

/** True while the question is on screen. */
export const leaveAsked = signal(false);

let guarding = false;

function onPop(): void {
  if (!guarding) return;
  guarding = false;
  leaveAsked.value = true;
}

function onBeforeUnload(e: BeforeUnloadEvent): void {
  e.preventDefault();
}

/** Guard the page's address while `on` (a round is played); returns the undo. */
export function guardLeaving(): () => void {
  if (!guarding) {
    history.pushState({ guard: true }, "", location.href);
    guarding = true;
  }
  addEventListener("popstate", onPop);
  addEventListener("beforeunload", onBeforeUnload);
  return () => {
    removeEventListener("popstate", onPop);
    removeEventListener("beforeunload", onBeforeUnload);
    leaveAsked.value = false;
    // The guard entry stays in the history as a copy of the table's address: harmless.
    guarding = false;
  };
}

/** The player stays: the guard goes back on. */
export function stay(): void {
  leaveAsked.value = false;
  history.pushState({ guard: true }, "", location.href);
  guarding = true;
}

/** The player leaves: Back once more, past the table. */
export function leave(): void {
  leaveAsked.value = false;
  guarding = false;
  history.back();
}
