/**
 * Berserk on the client (src/arena/berserk.ts has the rules): the player's choice sent to
 * their shard, its confirmation (sent again on a rejoin) and a refusal's code. Kept apart
 * from session.ts, which owns the socket: the session hands this its `send` and the two
 * frames it receives.
 */
import { signal } from "@preact/signals";
import type { ArenaServerMessage } from "../../src/protocol.ts";

type Chosen = Extract<ArenaServerMessage, { type: "berserk" }>;
export type BerserkRefusal = "berserk_too_late" | "not_in_event";

export class BerserkChoice {
  /** The round the player plays berserk and when their half of it ends (server time). */
  readonly chosen = signal<{ round: number; endsAt: number } | null>(null);
  readonly refused = signal<BerserkRefusal | null>(null);

  constructor(private readonly send: (msg: unknown) => void) {}

  /** Ask to play the next round berserk. */
  choose(): void {
    this.refused.value = null;
    this.send({ type: "berserk" });
  }

  /** The shard kept the choice. */
  take(m: Chosen): void {
    this.chosen.value = { round: m.round, endsAt: m.endsAt };
    this.refused.value = null;
  }

  /** An error frame: a berserk refusal is kept, any other code ignored. */
  error(code: string): void {
    if (code === "berserk_too_late" || code === "not_in_event") this.refused.value = code;
  }

  /** When the player's time in round `round` ends if they play it berserk, else null. */
  endsFor(round: number): number | null {
    const c = this.chosen.value;
    return c && c.round === round ? c.endsAt : null;
  }
}
