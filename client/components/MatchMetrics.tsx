/**
 * The score sheet's metrics for a finished match (seed 003): per player the points,
 * words found and longest word over the match, and round by round in a table that
 * opens on demand. Points are the authority; words and longest word are there to
 * compare play, so they are not expected to add up to the points.
 */
import type { MatchSummary } from "../../src/protocol.ts";

interface Props {
  summary: MatchSummary;
  nameOf: (seat: number) => string;
  /** Seats in standings order. */
  order: readonly number[];
}

/** Match totals per player, and the round-by-round sheet. */
export function MatchMetrics({ summary, nameOf, order }: Props) {
  const rows = order
    .map((seat) => summary.rounds.find((r) => r.seat === seat))
    .filter((r): r is MatchSummary["rounds"][number] => r !== undefined);
  if (rows.length === 0) return null;
  const roundNumbers = [...new Set(rows.flatMap((r) => r.metrics.map((m) => m.round)))].sort((a, b) => a - b);
  const longestOf = (r: (typeof rows)[number]) => r.metrics.reduce((best, m) => (m.longest.length > best.length ? m.longest : best), "");
  return (
    <div class="metrics-wrap">
      <table class="metrics">
        <caption>Over the match</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
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
          {rows.map((r) => (
            <tr key={r.seat}>
              <th scope="row">{nameOf(r.seat)}</th>
              <td class="num">{r.metrics.reduce((n, m) => n + m.points, 0)}</td>
              <td class="num">{r.metrics.reduce((n, m) => n + m.words, 0)}</td>
              <td>{longestOf(r).toUpperCase() || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details class="house-rules">
        <summary>
          <span class="house-rules-title">Round by round</span>
        </summary>
        <div class="metrics-wrap">
          <table class="metrics">
            <caption class="visually-hidden">Points, words found and longest word, round by round</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                {rows.map((r) => (
                  <th key={r.seat} scope="col">
                    {nameOf(r.seat)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roundNumbers.map((n) => {
                const tieBreak = rows.some((r) => r.metrics.some((m) => m.round === n && m.tieBreak));
                return (
                  <tr key={n}>
                    <th scope="row">{tieBreak ? `${n} (tie-break)` : n}</th>
                    {rows.map((r) => {
                      const m = r.metrics.find((x) => x.round === n);
                      return (
                        <td key={r.seat}>
                          {m ? (
                            <>
                              <strong>{m.points}</strong> pts · {m.words} {m.words === 1 ? "word" : "words"}
                              {m.longest && <> · {m.longest.toUpperCase()}</>}
                              {m.penalty > 0 && <> · −{m.penalty}</>}
                            </>
                          ) : (
                            <span class="muted">sat out</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
