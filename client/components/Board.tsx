/**
 * The dice, as an ARIA grid whose cells are named by their letters. When `onTrace` is
 * given the player can drag across the dice with a mouse, pen or finger:
 *
 * - Pointer events on the whole board, with the pointer captured, so a finger sliding
 *   off a die keeps the trace alive; `touch-action: none` stops the page scrolling and
 *   the CSS stops text selection while dragging.
 * - A die joins the trace only when the pointer is near its middle, so sliding
 *   diagonally between two dice does not clip the corners of their neighbours.
 * - Sliding back onto the previous die removes the last one; letting go enters the word.
 *
 * Moves are followed along the segment between two pointer events, so a quick swipe
 * does not skip a die. The hit test works on geometry rather than event targets because the grid's padding
 * is half its gap, which puts die k's middle at (k + ½) / size of the board's width.
 */
import { useRef } from "preact/hooks";
import { touching } from "../../src/game/board.ts";
import { dieFace } from "../state/words.ts";
import { t } from "../i18n/index.ts";

interface Props {
  cells: readonly string[];
  /** Dice to light up, in order (a traced, typed or pointed-at word). */
  path: readonly number[];
  /** Called as the dragged path changes; enables dragging. */
  onTrace?: (path: number[]) => void;
  /** Called with the finished path when the pointer is released. */
  onRelease?: (path: number[]) => void;
  /** The result of the last entry, to flash the path it lit. */
  tone?: "ok" | "bad" | null;
  /** Changes with every verdict, so the same tone twice still plays its animation. */
  toneId?: number;
  /** Together: the dice of a teammate's find, flashed for a moment (`flashId` restarts it). */
  flash?: readonly number[];
  flashId?: number;
  label?: string;
}

/** Share of a die's width, around its middle, that picks it up during a drag. */
const PICK_RADIUS = 0.4;

/** The board: a grid of dice with the lit path drawn over it. */
export function Board({ cells, path, onTrace, onRelease, tone, toneId = 0, flash = [], flashId = 0, label = t("board.label") }: Props) {
  const size = Math.round(Math.sqrt(cells.length));
  const ref = useRef<HTMLDivElement>(null);
  const trace = useRef<number[] | null>(null);
  /** The one pointer that is tracing; a second finger is ignored until it lets go. */
  const pointer = useRef<number | null>(null);

  const last = useRef<{ x: number; y: number } | null>(null);

  /** Pointer position in dice units: (0.5, 0.5) is the middle of the top-left die. */
  const toBoard = (e: PointerEvent) => {
    const r = ref.current!.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * size, y: ((e.clientY - r.top) / r.height) * size };
  };

  const cellAt = ({ x, y }: { x: number; y: number }, loose: boolean): number | null => {
    if (x < 0 || y < 0 || x >= size || y >= size) return null;
    const col = Math.floor(x), row = Math.floor(y);
    const dx = x - col - 0.5, dy = y - row - 0.5;
    if (!loose && dx * dx + dy * dy > PICK_RADIUS * PICK_RADIUS) return null;
    return row * size + col;
  };

  const onPointerDown = (e: PointerEvent) => {
    if (!onTrace || trace.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    const at = toBoard(e);
    const cell = cellAt(at, true);
    if (cell === null) return;
    e.preventDefault();
    last.current = at;
    pointer.current = e.pointerId;
    ref.current!.setPointerCapture(e.pointerId);
    trace.current = [cell];
    onTrace([cell]);
  };

  const onPointerMove = (e: PointerEvent) => {
    const t = trace.current;
    if (!t || !onTrace || e.pointerId !== pointer.current) return;
    e.preventDefault();
    // A fast swipe can jump more than a die between two events; walk the segment in
    // small steps so no die on the way is skipped.
    const to = toBoard(e);
    const from = last.current ?? to;
    last.current = to;
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 0.2));
    let changed = false;
    for (let k = 1; k <= steps; k++) {
      const cell = cellAt({ x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps }, false);
      const end = t[t.length - 1]!;
      if (cell === null || cell === end) continue;
      if (cell === t[t.length - 2]) t.pop();
      else if (!t.includes(cell) && touching(size, end, cell)) t.push(cell);
      else continue;
      changed = true;
    }
    if (changed) onTrace([...t]);
  };

  const finish = (e: PointerEvent, enter: boolean) => {
    const t = trace.current;
    if (!t || e.pointerId !== pointer.current) return;
    trace.current = null;
    pointer.current = null;
    last.current = null;
    if (ref.current?.hasPointerCapture(e.pointerId)) ref.current.releasePointerCapture(e.pointerId);
    onTrace?.([]);
    if (enter && t.length > 1) onRelease?.(t);
  };

  const lit = new Set(path);
  const points = path.map((c) => `${(c % size) + 0.5},${Math.floor(c / size) + 0.5}`).join(" ");
  const rows = Array.from({ length: size }, (_, r) => cells.slice(r * size, r * size + size));

  return (
    <div class={`board-wrap${tone ? ` tone-${tone}${toneId % 2 ? " again" : ""}` : ""}`}>
      <div
        ref={ref}
        class={onTrace ? "board live" : "board"}
        role="grid"
        aria-label={label}
        aria-readonly="true"
        style={{ "--size": size }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => finish(e, true)}
        onPointerCancel={(e) => finish(e, false)}
        onLostPointerCapture={(e) => finish(e, false)}
        onContextMenu={(e) => onTrace && e.preventDefault()}
      >
        {rows.map((row, r) => (
          <div role="row" class="board-row" key={r}>
            {row.map((cell, c) => {
              const i = r * size + c;
              const order = path.indexOf(i);
              return (
                <div
                  key={i}
                  role="gridcell"
                  aria-label={dieFace(cell)}
                  aria-selected={lit.has(i)}
                  data-cell={i}
                  class={`die${lit.has(i) ? " lit" : ""}${order === 0 ? " first" : ""}${cell.length > 1 ? " wide" : ""}${flash.includes(i) ? ` team-flash${flashId % 2 ? " again" : ""}` : ""}`}
                >
                  <span aria-hidden="true">{dieFace(cell)}</span>
                </div>
              );
            })}
          </div>
        ))}
        {path.length > 0 && (
          <svg class="trace" viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
            <polyline points={points} />
            {path.length > 0 && (
              <circle cx={(path[0]! % size) + 0.5} cy={Math.floor(path[0]! / size) + 0.5} r="0.12" />
            )}
          </svg>
        )}
      </div>
    </div>
  );
}
