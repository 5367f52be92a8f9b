/**
 * The score sheet's metrics for a finished match (seed 003): per player the points,
 * words found and longest word over the match, and round by round in a table that
 * opens on demand. Points are the authority; words and longest word are there to
 * compare play, so they are not expected to add up to the points.
 */
import type { MatchSummary, RoundMetrics } from "../../src/protocol.ts";
import { DataTable, type Column } from "./DataTable.tsx";
import { num, t } from "../i18n/index.ts";

interface Props {
  summary: MatchSummary;
  nameOf: (seat: number) => string;
  /** Seats in standings order. */
  order: readonly number[];
}

type SeatRounds = MatchSummary["rounds"][number];

const longestOf = (r: SeatRounds) => r.metrics.reduce((best, m) => (m.longest.length > best.length ? m.longest : best), "");

/** One round's line for one player: points, words, longest word, penalty; "sat out" if they did not play it. */
function RoundCell({ metrics }: { metrics: RoundMetrics | undefined }) {
  if (!metrics) return <span class="muted">{t("metrics.satOut")}</span>;
  const m = metrics;
  return (
    <>
      <strong>{num(m.points)}</strong> {t("metrics.ptsWord", { n: m.points })} · {t("common.words", { n: m.words })}
      {m.longest && <> · {m.longest.toUpperCase()}</>}
      {m.penalty > 0 && <> · {t("common.lost", { n: m.penalty })}</>}
    </>
  );
}

/** Match totals per player, and the round-by-round sheet. */
export function MatchMetrics({ summary, nameOf, order }: Props) {
  const rows = order
    .map((seat) => summary.rounds.find((r) => r.seat === seat))
    .filter((r): r is SeatRounds => r !== undefined);
  if (rows.length === 0) return null;
  const roundNumbers = [...new Set(rows.flatMap((r) => r.metrics.map((m) => m.round)))].sort((a, b) => a - b);
  const totals: Column<SeatRounds>[] = [
    { label: t("standings.player"), names: true, cell: (r) => nameOf(r.seat) },
    { label: t("standings.points"), num: true, cell: (r) => num(r.metrics.reduce((n, m) => n + m.points, 0)) },
    { label: t("metrics.words"), num: true, cell: (r) => num(r.metrics.reduce((n, m) => n + m.words, 0)) },
    { label: t("metrics.longest"), cell: (r) => longestOf(r).toUpperCase() || t("common.none") },
  ];
  const tieBreak = (n: number) => rows.some((r) => r.metrics.some((m) => m.round === n && m.tieBreak));
  const byRound: Column<number>[] = [
    { label: t("metrics.round"), names: true, cell: (n) => (tieBreak(n) ? t("metrics.roundTieBreak", { n }) : num(n)) },
    ...rows.map((r): Column<number> => ({
      key: r.seat, label: nameOf(r.seat), cell: (n) => <RoundCell metrics={r.metrics.find((x) => x.round === n)} />,
    })),
  ];
  return (
    <div class="metrics-wrap">
      <DataTable class="metrics" caption={t("metrics.overMatch")} columns={totals} rows={rows} rowKey={(r) => r.seat} />
      <details class="house-rules">
        <summary>
          <span class="house-rules-title">{t("metrics.byRound")}</span>
        </summary>
        <div class="metrics-wrap">
          <DataTable
            class="metrics"
            caption={t("metrics.byRound.caption")}
            hiddenCaption
            columns={byRound}
            rows={roundNumbers}
            rowKey={(n) => n}
          />
        </div>
      </details>
    </div>
  );
}
