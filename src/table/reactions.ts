/**
 * Reactions at a table: a seat's emote goes to every socket at the table once its phase
 * and rate allow it (src/game/reactions.ts). The recent times live in memory: the object
 * hibernates only after idling far longer than the rate's window, so nothing the rule
 * needs is lost.
 */
import type { MatchState } from "../game/match-state.ts";
import { admitReaction, reactionPhaseRefusal, type Emote } from "../game/reactions.ts";
import { errorMessage, send } from "./send.ts";

export class TableReactions {
  /** Each seat's recent reactions. */
  private readonly reactedAt = new Map<number, number[]>();

  /** `seat`'s emote from `ws`, to every one of `sockets`, or a refusal to `ws`. */
  react(sockets: readonly WebSocket[], ws: WebSocket, state: MatchState, seat: number, emote: Emote, now: number): void {
    const wrong = reactionPhaseRefusal(state.phase);
    if (wrong) return send(ws, errorMessage("wrong_phase", wrong));
    const out = admitReaction(this.reactedAt.get(seat) ?? [], now);
    if (!out.ok) return send(ws, errorMessage("reaction_rate", `Too many reactions: wait ${Math.ceil(out.retryInMs / 1000)} s`));
    this.reactedAt.set(seat, out.recent);
    const name = state.seats.find((s) => s.seat === seat)?.name ?? "";
    for (const other of sockets) if (other.readyState === WebSocket.OPEN) send(other, { type: "reaction", seat, name, emote });
  }
}
