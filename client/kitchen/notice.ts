/**
 * What the kitchen table says after a change, in plain words ("5 shakes instead of 3;
 * Anna 12 → 14; the match goes on"), and the refusals of the sheet's rules by their codes.
 * One polite live region shows the notice, so a screen reader hears it too.
 */
import "../i18n/english-pages.ts";
import { signal } from "@preact/signals";
import type { SettingsResult, SheetErrorCode } from "../../src/game/sheet/sheet.ts";
import type { SettingChange } from "../../src/protocol.ts";
import { MAX_CELL, SHEET_PLAYERS } from "../../src/protocol/sheet.ts";
import { clockText } from "../state/clock.ts";
import { names, t } from "../i18n/index.ts";
import { changeText } from "../state/words.ts";

/** The last change the table made, in words; null when there is nothing to say. */
export const notice = signal<string | null>(null);

/** A settings change in words: what the table plays by now, whose totals moved, what it did to the match. */
export function settingsNotice(r: Extract<SettingsResult, { ok: true }>): string | null {
  if (r.changes.length === 0) return null;
  const moved = r.totals.map((x) => (x.from === x.to ? t("notice.total", { name: x.name, n: x.to }) : t("notice.moved", { name: x.name, from: x.from, to: x.to })));
  return t("kitchen.notice.changed", { changes: names(r.changes.map(kitchenChangeText)), totals: names(moved), match: r.match });
}

/** A change as a table's notice words it, but in shakes and a timer rather than rounds. */
function kitchenChangeText(change: SettingChange): string {
  if (change.key === "rounds") return t("kitchen.notice.shakes", { n: change.to as number, from: change.from as number });
  if (change.key === "roundSeconds" && change.to !== null) return t("kitchen.notice.timer", { time: clockText((change.to as number) * 1000) });
  return changeText(change);
}

/** A refusal in words a player can act on. */
export function refusalText(code: SheetErrorCode, detail?: string): string {
  switch (code) {
    case "too_large": return t("kitchen.error.too_large", { max: MAX_CELL });
    case "too_many": return t("kitchen.error.too_many", { max: SHEET_PLAYERS.max });
    case "too_few": return t("kitchen.error.too_few", { min: SHEET_PLAYERS.min });
    case "below_played": return t("kitchen.error.below_played", { n: Number(detail ?? 0) });
    default: return t(`kitchen.error.${code}`);
  }
}
