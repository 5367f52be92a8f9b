/** The device's personal bests in one language, one row per board size. */
import "../i18n/english-pages.ts";
import { BOARD_SIZES, type BoardSize } from "../../src/game/board.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import type { Language } from "../../src/protocol.ts";
import { personalBest, type PersonalBest } from "./bests.ts";
import { writtenIn } from "./dictionary.ts";
import { num, t } from "../i18n/index.ts";

type Row = { size: BoardSize; best: PersonalBest | null };

/** The columns; the longest word as `language` writes it once its dictionary is loaded (ÂNE), else as the board spells it. */
const columns = (language: Language): readonly Column<Row>[] => [
  { label: t("rules.board"), names: true, cell: (r) => `${r.size} × ${r.size}` },
  { label: t("standings.points"), num: true, cell: (r) => (r.best ? num(r.best.points) : t("common.none")) },
  { label: t("metrics.words"), num: true, cell: (r) => (r.best ? num(r.best.words) : t("common.none")) },
  { label: t("metrics.longest"), cellClass: "longest", cell: (r) => (r.best?.longest ? writtenIn(language)(r.best.longest).toUpperCase() : t("common.none")) },
];

/** A table of bests; the `highlight` size's row is marked as the current board. */
export function BestsTable({ highlight, language = "en" }: { highlight?: BoardSize; language?: Language }) {
  return (
    <DataTable
      class="standings bests"
      caption={t("practice.bests.caption")}
      hiddenCaption
      columns={columns(language)}
      rows={BOARD_SIZES.map((size) => ({ size, best: personalBest(size, undefined, language) }))}
      rowKey={(r) => r.size}
      marked={(r) => r.size === highlight}
    />
  );
}
