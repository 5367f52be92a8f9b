/** Everyone at the table with their word count so far, as a compact strip. */
import type { SeatView } from "../../src/protocol.ts";
import { num, t } from "../i18n/index.ts";

/** Player chips with word counts; a tick marks players who pressed "I'm done". */
export function Players({ seats, you }: { seats: readonly SeatView[]; you: number }) {
  return (
    // The strip wraps, so every chip (and its "away") stays visible; a name too long
    // for its chip is cut, and shown whole on hover.
    <ul class="players" aria-label={t("players.label")}>
      {seats
        .filter((s) => !s.left)
        .map((s) => (
          <li key={s.seat} class={s.seat === you ? "chip you" : "chip"}>
            <span class="chip-name" title={s.seat === you ? undefined : s.name}>
              {s.seat === you ? t("common.youCap") : <ChipName name={s.name} />}
            </span>
            <span class="chip-count" aria-label={t("common.words", { n: s.count })}>
              {num(s.count)}
            </span>
            {s.sittingOut ? <span class="chip-done">{t("players.sittingOut")}</span> : s.done && <span class="chip-done">{t("players.done")}</span>}
            {!s.bot && !s.connected && <span class="chip-done">{t("players.away")}</span>}
          </li>
        ))}
    </ul>
  );
}

/**
 * A name in a chip: a long one is cut, but never its number, so "Alexandra" and
 * "Alexandra 2" (two players with one name, src/game/seat-names.ts) stay told apart.
 */
function ChipName({ name }: { name: string }) {
  const m = /^(.*\S)( \d+)$/.exec(name);
  if (!m) return <>{name}</>;
  return (
    <>
      <span class="chip-base">{m[1]}</span>
      <span class="chip-number">{m[2]}</span>
    </>
  );
}
