/** The best results of the hour and of the day (flagged results are never among them), read again after each round. */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { ArenaBestEntry, ArenaBestResponse, ArenaKey } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { getArenaBest } from "./api.ts";
import { PlacedTable } from "./lists.tsx";

/** The best of `arena` (a language's); `refresh` changes when a round's results arrive. */
export function ArenaBest({ arena, refresh }: { arena: ArenaKey; refresh: number }) {
  const best = useSignal<ArenaBestResponse | null>(null);
  useEffect(() => {
    let live = true;
    getArenaBest(arena).then((b) => live && (best.value = b), () => undefined);
    return () => void (live = false);
  }, [refresh, arena]);
  const b = best.value;
  if (!b) return null;
  return (
    <div class="arena-best-of">
      <Board id="arena-best-hour" title={t("arena.best.hour")} rows={b.hour} />
      <Board id="arena-best-day" title={t("arena.best.day")} rows={b.day} />
    </div>
  );
}

function Board({ id, title, rows }: { id: string; title: string; rows: readonly ArenaBestEntry[] }) {
  return (
    <section class="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p class="muted">{t("arena.best.empty")}</p>
      ) : (
        <PlacedTable
          rows={rows.map((r, i) => ({ ...r, place: i + 1 }))}
          caption={title}
          extra={{ label: t("arena.col.round"), cell: (e) => <AppLink href={`/arena/r/${e.roundId}`}>{e.roundId}</AppLink> }}
        />
      )}
    </section>
  );
}
