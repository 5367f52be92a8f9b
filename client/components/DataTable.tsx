/**
 * Every table of rows the client shows (standings, match metrics, personal bests, the
 * leaderboard, rating changes) is this one component: a caption, a header row of column
 * labels, and one row per item, with the column that names the item as the row's header
 * cell. Columns only say what a cell shows; the markup a screen reader relies on (scopes,
 * the caption) and the marking of the viewer's own row are written here once.
 */
import type { ComponentChildren } from "preact";
import { t } from "../i18n/index.ts";

/** One column: its label, and what each row shows in it. */
export interface Column<R> {
  label: ComponentChildren;
  cell: (row: R) => ComponentChildren;
  /** A number: right-aligned (class `num`), header included. */
  num?: boolean;
  /** The column names the row: its cells are row headers (`<th scope="row">`). */
  names?: boolean;
  /** Classes for the column's header and cells (e.g. `wide-only`). */
  class?: string;
  /** Classes for the column's cells only, fixed or worked out from the row. */
  cellClass?: string | ((row: R) => string | undefined);
  /** The header cell's own key, when labels repeat or are not text. */
  key?: string | number;
}

export interface DataTableProps<R> {
  /** The table's class (its look: `standings`, `metrics`, `ranked-table`…). */
  class: string;
  caption: ComponentChildren;
  /** The caption is for screen readers only (the heading above already says it). */
  hiddenCaption?: boolean;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  /** The viewer's own row: marked (class `you`), and its name tagged "you". */
  you?: (row: R) => boolean;
  /** A row marked like the viewer's own without the tag (e.g. the board being played). */
  marked?: (row: R) => boolean;
  /** A note under the rows, across every column. */
  foot?: ComponentChildren;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/** A table of `rows`, one cell per column. */
export function DataTable<R>({ class: className, caption, hiddenCaption, columns, rows, rowKey, you, marked, foot }: DataTableProps<R>) {
  return (
    <table class={className}>
      <caption class={hiddenCaption ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={c.key ?? i} scope="col" class={classes(c.num && "num", c.class)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const mine = you?.(row) ?? false;
          return (
            <tr key={rowKey(row, index)} class={mine || marked?.(row) ? "you" : undefined}>
              {columns.map((c, i) => {
                const own = typeof c.cellClass === "function" ? c.cellClass(row) : c.cellClass;
                const cls = classes(c.num && "num", c.class, own);
                return c.names ? (
                  <th key={c.key ?? i} scope="row" class={cls}>
                    {c.cell(row)}
                    {mine && <span class="tag">{t("common.you")}</span>}
                  </th>
                ) : (
                  <td key={c.key ?? i} class={cls}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
      {foot && (
        <tfoot>
          <tr>
            <td colSpan={columns.length} class="small muted">
              {foot}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
