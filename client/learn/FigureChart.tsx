/**
 * One chart of the Me page, drawn by uPlot (a small, maintained canvas chart library):
 * a line of a figure day by day, or bars of words by length. Sized to its box (a phone's
 * width too) and redrawn when the box or the theme changes; colours are the theme's own.
 * The canvas is an image to a screen reader: `summary` says what it shows in words.
 */
import { useEffect, useRef } from "preact/hooks";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { theme } from "../state/theme.ts";
import { intlTag, locale } from "../i18n/locale.ts";
import { dayLabel, dayRange, dayTicks } from "./time-axis.ts";

const HEIGHT = 180;
/** Room a day's label needs on the axis, in CSS pixels. */
const LABEL_PX = 64;

export function FigureChart({ id, xs, ys, label, summary, kind, xIsTime }: {
  id: string; xs: number[]; ys: number[]; label: string; summary: string; kind: "line" | "bars"; xIsTime: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = theme.value === "dark";
  const lang = locale.value;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(document.documentElement);
    const tag = intlTag();
    const color = (name: string) => css.getPropertyValue(name).trim();
    const axis = { stroke: color("--muted"), grid: { stroke: color("--line"), width: 1 }, ticks: { stroke: color("--line"), width: 1 } };
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth), height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      // Days are drawn on a plain scale with day ticks and labels of our own (time-axis.ts): uPlot's time scale read one day as years.
      // The range is the data's own: with one point uPlot hands the range function a padded numeric span (years wide), not the point.
      // Bars get one tick under each length found, none between.
      scales: { x: { time: false, range: (_u, lo, hi) => (kind === "bars" ? [Math.min(...xs) - 0.6, Math.max(...xs) + 0.6] : xIsTime ? dayRange(Math.min(...xs), Math.max(...xs)) : [lo, hi]) }, y: { range: (_u, _lo, hi) => [0, Math.max(1, hi * 1.15)] } },
      axes: [
        {
          ...axis,
          ...(kind === "bars"
            ? { splits: () => xs, values: (_u: uPlot, v: number[]) => v.map((x) => String(x)) }
            : xIsTime
              ? { splits: (u: uPlot, _i: number, min: number, max: number) => dayTicks(min, max, Math.max(2, Math.floor(u.bbox.width / devicePixelRatio / LABEL_PX))), values: (_u: uPlot, v: number[]) => v.map((s) => dayLabel(s, tag)) }
              : {}),
        },
        // Counts of words are whole: no "0.5" on the bars' axis (averages per round may be fractional).
        { ...axis, size: 44, ...(kind === "bars" ? { values: (_u: uPlot, v: number[]) => v.map((y) => (Number.isInteger(y) ? String(y) : "")) } : {}) },
      ],
      series: [
        {},
        kind === "bars"
          ? { label, stroke: color("--accent"), fill: color("--accent"), paths: uPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }
          : { label, stroke: color("--accent"), width: 2, points: { show: true, size: 7, fill: color("--accent") } },
      ],
    };
    const plot = new uPlot(opts, [xs, ys], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [xs.join(), ys.join(), dark, kind, lang]);
  return (
    <figure class="figure-chart" id={id}>
      <figcaption>{label}</figcaption>
      <div ref={box} role="img" aria-label={summary} />
    </figure>
  );
}
