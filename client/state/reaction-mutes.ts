/**
 * Which reactions a player sees at a table (components/Reactions.tsx): their own always;
 * others' unless they hide everyone's (one switch) or hid that sender's (per player, by
 * name, kept on the device so a player hidden once stays hidden at the next table).
 */
import type { ShownReaction } from "./session.ts";

const MUTED_NAMES_KEY = "baffle.reactionsMutedNames";

/** How a sender is remembered: their name, case and outer spaces aside. */
export function muteKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** The reactions to show `you` (a seat), given the switch and the senders hidden one by one. */
export function shownReactions(all: readonly ShownReaction[], you: number | null, hideAll: boolean, muted: ReadonlySet<string>): ShownReaction[] {
  return all.filter((r) => r.seat === you || (!hideAll && !muted.has(muteKey(r.name))));
}

/** The senders among `all` (others, by name, in order of their first reaction) that are hidden one by one. */
export function mutedSenders(all: readonly ShownReaction[], you: number | null, muted: ReadonlySet<string>): string[] {
  const names = new Map<string, string>();
  for (const r of all) if (r.seat !== you && muted.has(muteKey(r.name)) && !names.has(muteKey(r.name))) names.set(muteKey(r.name), r.name);
  return [...names.values()];
}

/** The senders this device hides. */
export function savedMutes(): Set<string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(MUTED_NAMES_KEY) ?? "[]");
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

/** Remember the senders this device hides (at most the latest 200). */
export function saveMutes(muted: ReadonlySet<string>): void {
  try {
    localStorage.setItem(MUTED_NAMES_KEY, JSON.stringify([...muted].slice(-200)));
  } catch {
    /* not remembered: the choice holds for this page only */
  }
}
