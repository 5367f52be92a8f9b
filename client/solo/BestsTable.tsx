/** The device's personal bests, one row per board size. */
import { BOARD_SIZES, type BoardSize } from "../../src/game/board.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { personalBest, type PersonalBest } from "./bests.ts";

type Row = { size: BoardSize; best: PersonalBest | null };

const COLUMNS: readonly Column<Row>[] = [
  { label: "Board", names: true, cell: (r) => `${r.size} × ${r.size}` },
  { label: "Points", num: true, cell: (r) => r.best?.points ?? "—" },
  { label: "Words", num: true, cell: (r) => r.best?.words ?? "—" },
  { label: "Longest", cellClass: "longest", cell: (r) => r.best?.longest.toUpperCase() || "—" },
];

/** A table of bests; the `highlight` size's row is marked as the current board. */
export function BestsTable({ highlight }: { highlight?: BoardSize }) {
  return (
    <DataTable
      class="standings bests"
      caption="Personal bests by board"
      hiddenCaption
      columns={COLUMNS}
      rows={BOARD_SIZES.map((size) => ({ size, best: personalBest(size) }))}
      rowKey={(r) => r.size}
      marked={(r) => r.size === highlight}
    />
  );
}
