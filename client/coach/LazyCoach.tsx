/**
 * The doorway to the coach (Coach.tsx, CoachNote.tsx) from the game page: tiny, it loads
 * the coach's chunk only on a device the coach still has something to say to.
 */
import { useEffect, useState } from "preact/hooks";
import type { CoachProps } from "./Coach.tsx";
import type { CoachNoteProps } from "./CoachNote.tsx";
import { coachMayLoad } from "./may-load.ts";

type Parts = typeof import("./Coach.tsx");
let parts: Promise<Parts> | null = null;

function useParts(mode: string): Parts | null {
  const [p, set] = useState<Parts | null>(null);
  useEffect(() => {
    try {
      // No storage: a tip could not be remembered as seen, so none shows.
      if (coachMayLoad(localStorage.getItem("baffle.coach"), mode)) void (parts ??= import("./Coach.tsx")).then(set, () => undefined);
    } catch { /* none */ }
  }, []);
  return p;
}

/** The tips during a round. */
export function LazyCoach(props: CoachProps) {
  const p = useParts(props.mode);
  return p ? <p.Coach {...props} /> : null;
}

/** The tip at a review. */
export function LazyCoachNote(props: CoachNoteProps) {
  const p = useParts(props.mode);
  return p ? <p.CoachNote {...props} /> : null;
}
