/** An event's standings as a table: place, player, event points, rounds played, berserk rounds that paid; the viewer's row marked. */
import "../i18n/english-pages.ts";
import type { ArenaEventLine } from "../../src/protocol.ts";
import { DataTable } from "../components/DataTable.tsx";
import { num, t } from "../i18n/index.ts";
import { loadIdentity } from "../ranked/identity.ts";

export function EventTable({ rows, caption }: { rows: readonly ArenaEventLine[]; caption: string }) {
  const me = loadIdentity()?.playerId;
  return (
    <DataTable
      class="ranked-table arena-table"
      caption={caption}
      hiddenCaption
      columns={[
        { label: t("arena.col.place"), num: true, cell: (e) => num(e.place) },
        { label: t("arena.col.player"), names: true, cell: (e) => e.name },
        { label: t("arena.col.points"), num: true, cell: (e) => num(e.points) },
        { label: t("arena.event.rounds"), num: true, cell: (e) => num(e.rounds) },
        // Berserk rounds that paid off (half the time, still in the top half): marked, blank when none.
        { label: t("arena.berserk.title"), num: true, cell: (e) => (e.berserk > 0 ? <span title={t("arena.berserk.col")}><span aria-hidden="true">⚡</span>{num(e.berserk)}</span> : "") },
      ]}
      rows={rows}
      rowKey={(e) => e.playerId}
      you={(e) => e.playerId === me}
    />
  );
}
