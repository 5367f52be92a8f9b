/** The device's personal bests, one row per board size. */
import { BOARD_SIZES, type BoardSize } from "../../src/game/board.ts";
import { personalBest } from "./bests.ts";

/** A table of bests; the `highlight` size's row is marked as the current board. */
export function BestsTable({ highlight }: { highlight?: BoardSize }) {
  return (
    <table class="standings bests">
      <caption class="visually-hidden">Personal bests by board</caption>
      <thead>
        <tr>
          <th scope="col">Board</th>
          <th scope="col" class="num">
            Points
          </th>
          <th scope="col" class="num">
            Words
          </th>
          <th scope="col">Longest</th>
        </tr>
      </thead>
      <tbody>
        {BOARD_SIZES.map((size) => {
          const b = personalBest(size);
          return (
            <tr key={size} class={size === highlight ? "you" : undefined}>
              <th scope="row">{`${size} × ${size}`}</th>
              <td class="num">{b ? b.points : "—"}</td>
              <td class="num">{b ? b.words : "—"}</td>
              <td class="longest">{b?.longest ? b.longest.toUpperCase() : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
