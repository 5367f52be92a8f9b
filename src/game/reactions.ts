/**
 * Reactions at a table: a small fixed set of emotes a player may send while a round is
 * reviewed and once the match has ended, never while words are being found. Fixed ids
 * and nothing typed, so there is nothing to moderate; each client shows them in its own
 * language and each player can hide them. A seat may send `REACTION_RATE.burst` within
 * any `REACTION_RATE.windowMs`; past that a reaction is refused with `reaction_rate` and
 * nobody sees it. Pure: the table keeps each seat's recent times and passes `now`.
 */
import type { Phase } from "../protocol.ts";

export { REACTION_EMOTES as EMOTES, type ReactionEmote as Emote } from "../protocol.ts";

/** How many reactions a seat may send in a window. */
export const REACTION_RATE = { burst: 3, windowMs: 10_000 } as const;

/** Why a reaction cannot be sent in `phase`, or null. */
export function reactionPhaseRefusal(phase: Phase): string | null {
  return phase === "review" || phase === "finished" ? null : "Reactions are for the review and the match's end";
}

/**
 * Whether a seat whose earlier reactions were at `recent` may react at `now`: if so, its
 * times to keep (those still in the window, and this one); if not, how long until it may.
 */
export function admitReaction(recent: readonly number[], now: number): { ok: true; recent: number[] } | { ok: false; retryInMs: number } {
  const kept = recent.filter((at) => now - at < REACTION_RATE.windowMs);
  if (kept.length >= REACTION_RATE.burst) return { ok: false, retryInMs: Math.min(...kept) + REACTION_RATE.windowMs - now };
  return { ok: true, recent: [...kept, now] };
}
