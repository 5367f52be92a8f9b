/** What a change to a kitchen-table sheet answers: the new sheet, or a refusal with a code the client words. */
import type { Sheet } from "../../protocol/sheet.ts";

/** Why a change was refused. */
export type SheetErrorCode =
  | "empty" | "not_a_number" | "negative" | "too_large" | "no_such_shake" | "no_such_player" | "finished" | "not_last_shake"
  | "name_empty" | "name_too_long" | "name_invalid" | "name_taken" | "too_many" | "too_few" | "mid_shake"
  | "bad_setting" | "below_played" | "not_playing";

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; code: SheetErrorCode; detail?: string };

/** A refusal: nothing changes. */
export const refuse = (code: SheetErrorCode, detail?: string): { ok: false; code: SheetErrorCode; detail?: string } =>
  detail ? { ok: false, code, detail } : { ok: false, code };
