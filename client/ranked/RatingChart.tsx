/**
 * A player's rating over time as a small line chart: one point per ranked match, oldest
 * on the left, the first point being the rating they started that match with. The
 * figure carries a text summary, so screen readers get the same story.
 */
import "../i18n/english-pages.ts";
import type { HistoryEntry } from "./api.ts";
import { t } from "../i18n/index.ts";

const W = 100;
const H = 36;

/** Rating over the player's matches (history is newest first, as the server sends it). */
export function RatingChart({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return null;
  const ordered = [...history].reverse();
  const values = [Math.round(ordered[0]!.ratingBefore.rating), ...ordered.map((h) => Math.round(h.ratingAfter.rating))];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, 20);
  const mid = (hi + lo) / 2;
  const x = (i: number) => (values.length === 1 ? W / 2 : 4 + (i * (W - 8)) / (values.length - 1));
  const y = (v: number) => H / 2 - ((v - mid) / span) * (H - 10);
  const points = values.map((v, i) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`).join(" ");
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const summary = t("ranked.chart.summary", { n: history.length, first, last, lo, hi });
  return (
    <figure class="chart rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1="0" x2={W} y1={y(1500)} y2={y(1500)} class="axis" stroke-dasharray="1.5 1.5" />
        <polyline points={points} class="rating-line" fill="none" vector-effect="non-scaling-stroke" />
        {values.map((v, i) => (
          // A zero-length round-capped line stays a round dot however the chart is stretched.
          <line key={i} x1={x(i)} x2={x(i)} y1={y(v)} y2={y(v)} class="rating-dot" vector-effect="non-scaling-stroke" />
        ))}
      </svg>
      <figcaption class="small muted">
        <span>{first}</span>
        <span>{t("ranked.chart.range", { lo, hi })}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
