/** Everyone at the table with their word count so far, as a compact strip. */
import type { SeatView } from "../../src/protocol.ts";

/** Player chips with word counts; a tick marks players who pressed "I'm done". */
export function Players({ seats, you }: { seats: readonly SeatView[]; you: number }) {
  return (
    // The strip wraps, so every chip (and its "away") stays visible; a name too long
    // for its chip is cut, and shown whole on hover.
    <ul class="players" aria-label="Words found so far">
      {seats
        .filter((s) => !s.left)
        .map((s) => (
          <li key={s.seat} class={s.seat === you ? "chip you" : "chip"}>
            <span class="chip-name" title={s.seat === you ? undefined : s.name}>
              {s.seat === you ? "You" : s.name}
            </span>
            <span class="chip-count" aria-label={`${s.count} ${s.count === 1 ? "word" : "words"}`}>
              {s.count}
            </span>
            {s.sittingOut ? <span class="chip-done">sitting out</span> : s.done && <span class="chip-done">done</span>}
            {!s.bot && !s.connected && <span class="chip-done">away</span>}
          </li>
        ))}
    </ul>
  );
}
