/**
 * The doorway to the coach (Coach.tsx, CoachNote.tsx) from the game page: tiny, it loads
 * the coach's chunk only on a device the coach still has something to say to.
 */
import { useEffect, useState } from "preact/hooks";
import type { CoachProps } from "./Coach.tsx";
import type { CoachNoteProps } from "./CoachNote.tsx";
import type { CoachMode } from "../../src/learn/coach.ts";
import { coachActive } from "./memory.ts";

type Parts = typeof import("./Coach.tsx") & typeof import("./CoachNote.tsx");
let parts: Promise<Parts> | null = null;
const load = () => (parts ??= Promise.all([import("./Coach.tsx"), import("./CoachNote.tsx")]).then(([a, b]) => ({ ...a, ...b })));

function useParts(mode: CoachMode): Parts | null {
  const [p, set] = useState<Parts | null>(null);
  useEffect(() => {
    if (coachActive(mode)) void load().then(set, () => undefined);
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
