/**
 * A small bar chart of each player's points round by round. Every bar carries its value
 * as text and players are told apart by the legend order as well as by colour; the
 * figure has a text summary for screen readers.
 */
import { num, t } from "../i18n/index.ts";

interface Series {
  name: string;
  scores: number[];
}

const COLOURS = ["#f5b83d", "#5ec4b6", "#e7766b", "#9d8cf0", "#7fb8f0", "#e58fc9", "#b5d66b", "#d9c39a"];

/** Grouped bars: one group per round, one bar per player. */
export function ScoreChart({ series }: { series: readonly Series[] }) {
  const rounds = Math.max(1, ...series.map((s) => s.scores.length));
  const max = Math.max(1, ...series.flatMap((s) => s.scores));
  const groupW = 100 / rounds;
  const barW = Math.min(9, (groupW * 0.8) / Math.max(1, series.length));
  const H = 34;
  const summary = series.map((s) => t("chart.series", { name: s.name, scores: s.scores.map(num).join(", ") })).join("; ");
  return (
    <figure class="chart">
      <svg viewBox={`0 -6 100 ${H + 14}`} role="img" aria-label={t("chart.label", { summary })}>
        <line x1="0" x2="100" y1={H} y2={H} class="axis" />
        {Array.from({ length: rounds }, (_, r) => {
          const x0 = r * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={r}>
              {series.map((s, i) => {
                const v = s.scores[r] ?? 0;
                const h = (v / max) * (H - 4);
                const x = x0 + i * barW;
                return (
                  <g key={i}>
                    <rect x={x + 0.4} y={H - h} width={barW - 0.8} height={Math.max(h, 0.6)} rx="0.8" fill={COLOURS[i % COLOURS.length]} />
                    <text x={x + barW / 2} y={H - h - 1.5} class="bar-value">
                      {num(v)}
                    </text>
                  </g>
                );
              })}
              <text x={r * groupW + groupW / 2} y={H + 6} class="bar-label">
                {t("chart.round", { n: r + 1 })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {series.map((s, i) => (
          <span key={i} class="legend">
            <span class="swatch" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
