/**
 * The score sheet's metrics for a finished match (seed 003): per player the points,
 * words found and longest word over the match, and round by round in a table that
 * opens on demand. Points are the authority; words and longest word are there to
 * compare play, so they are not expected to add up to the points.
 */
import type { MatchSummary, RoundMetrics } from "../../src/protocol.ts";
import { DataTable, type Column } from "./DataTable.tsx";

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
  if (!metrics) return <span class="muted">sat out</span>;
  const m = metrics;
  return (
    <>
      <strong>{m.points}</strong> pts · {m.words} {m.words === 1 ? "word" : "words"}
      {m.longest && <> · {m.longest.toUpperCase()}</>}
      {m.penalty > 0 && <> · −{m.penalty}</>}
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
    { label: "Player", names: true, cell: (r) => nameOf(r.seat) },
    { label: "Points", num: true, cell: (r) => r.metrics.reduce((n, m) => n + m.points, 0) },
    { label: "Words", num: true, cell: (r) => r.metrics.reduce((n, m) => n + m.words, 0) },
    { label: "Longest", cell: (r) => longestOf(r).toUpperCase() || "—" },
  ];
  const tieBreak = (n: number) => rows.some((r) => r.metrics.some((m) => m.round === n && m.tieBreak));
  const byRound: Column<number>[] = [
    { label: "Round", names: true, cell: (n) => (tieBreak(n) ? `${n} (tie-break)` : n) },
    ...rows.map((r): Column<number> => ({
      key: r.seat, label: nameOf(r.seat), cell: (n) => <RoundCell metrics={r.metrics.find((x) => x.round === n)} />,
    })),
  ];
  return (
    <div class="metrics-wrap">
      <DataTable class="metrics" caption="Over the match" columns={totals} rows={rows} rowKey={(r) => r.seat} />
      <details class="house-rules">
        <summary>
          <span class="house-rules-title">Round by round</span>
        </summary>
        <div class="metrics-wrap">
          <DataTable
            class="metrics"
            caption="Points, words found and longest word, round by round"
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
