/**
 * The sheet's house rules, seed 001's seven settings with their ranges and defaults, the
 * variants that preset them and the target-score mode. Any of them may change at any
 * moment; the sheet recalculates at once (src/game/sheet/sheet.ts) and the notice says
 * in plain words what the table plays by now and whose totals moved. Numbers use the
 * table's own schema (src/protocol/settings.ts): a value out of range is refused with
 * its reason and nothing changes.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { minLengthOf, roundMsOf, tableFor, boardSizeOf } from "../../src/game/house-rules.ts";
import { changeSheetSettings, type SettingsResult } from "../../src/game/sheet/sheet.ts";
import { timerPhase, newTimer } from "../../src/game/sheet/timer.ts";
import { applyVariant, BOARD_VARIANTS, variantOf } from "../../src/game/sheet/variants.ts";
import { PENALTY_RANGE, ROUND_SECONDS_RANGE, ROUNDS_RANGE, SCORING_CHOICES, TARGET_RANGE, type SettingsPatch } from "../../src/protocol.ts";
import { Choice } from "../components/Choice.tsx";
import { t } from "../i18n/index.ts";
import { notice, refusalText, settingsNotice } from "./notice.ts";
import { saveSheet, saveTimer, sheet, timer } from "./store.ts";

const TARGETS = [50, 100] as const;

export function SettingsPanel() {
  const problem = useSignal<string | null>(null);
  const s = sheet.value.settings;
  const size = boardSizeOf(s);
  const seconds = roundMsOf(s) / 1000;

  const apply = (r: SettingsResult) => {
    if (!r.ok) {
      problem.value = r.code === "bad_setting" ? t("kitchen.error.bad_setting") : refusalText(r.code, r.detail);
      return false;
    }
    problem.value = null;
    saveSheet(r.sheet);
    notice.value = settingsNotice(r);
    // A timer not yet started takes the new round length.
    if (timerPhase(timer.value, Date.now()) === "ready") saveTimer(newTimer(roundMsOf(r.sheet.settings)));
    return true;
  };
  const change = (patch: SettingsPatch) => apply(changeSheetSettings(sheet.value, patch));
  /** A number field: applied when it is left or Enter is pressed; a refused one goes back. */
  const numberField = (id: string, label: string, value: number, range: { min: number; max: number; step?: number }, patch: (n: number) => SettingsPatch) => (
    <p class="number-setting">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={range.step ?? 1}
        value={value}
        aria-describedby={`${id}-range`}
        onChange={(e) => {
          const field = e.currentTarget;
          const n = field.value.trim() === "" ? NaN : Number(field.value);
          if (!change(patch(n))) field.value = String(value);
        }}
      />
      <span id={`${id}-range`} class="muted small">{t("kitchen.settings.range", { min: range.min, max: range.max, step: range.step ?? 1 })}</span>
    </p>
  );
  const variant = variantOf(s);
  const targetMode = s.target !== null;

  return (
    <section class="card kitchen-settings" aria-labelledby="kitchen-settings-title">
      <h2 id="kitchen-settings-title">{t("kitchen.settings.title")}</h2>
      <p class="muted small">{t("kitchen.settings.about")}</p>
      {notice.value && <p class="kitchen-notice" role="status">{notice.value}</p>}
      {problem.value && <p class="problem" role="alert">{problem.value}</p>}
      <Choice
        legend={t("kitchen.settings.variant")}
        name="kitchen-variant"
        options={BOARD_VARIANTS}
        value={variant.board}
        label={(v) => t(`kitchen.variant.${v}`)}
        onChange={(v) => apply(applyVariant(sheet.value, v))}
      />
      <Choice
        legend={t("kitchen.settings.ends")}
        name="kitchen-ends"
        options={["shakes", "target"] as const}
        value={targetMode ? "target" : "shakes"}
        label={(o) => t(`kitchen.settings.ends.${o}`)}
        onChange={(o) => change({ target: o === "target" ? 100 : null })}
      />
      {targetMode ? (
        <>
          <Choice
            legend={t("rules.target")}
            name="kitchen-target"
            options={[...TARGETS, 0]}
            value={(TARGETS as readonly number[]).includes(s.target!) ? s.target! : 0}
            label={(n) => (n === 0 ? t("kitchen.settings.target.other") : t("kitchen.settings.target.points", { n }))}
            onChange={(n) => n !== 0 && change({ target: n })}
          />
          {numberField("kitchen-target-n", t("kitchen.settings.target.any"), s.target!, TARGET_RANGE, (n) => ({ target: n }))}
        </>
      ) : (
        numberField("kitchen-shakes", t("kitchen.settings.shakes"), s.rounds, ROUNDS_RANGE, (n) => ({ rounds: n }))
      )}
      {numberField("kitchen-seconds", t("kitchen.settings.timer"), seconds, ROUND_SECONDS_RANGE, (n) => ({ roundSeconds: n }))}
      <Choice
        legend={t("kitchen.settings.shortest")}
        name="kitchen-shortest"
        options={[3, 4] as const}
        value={minLengthOf(s) as 3 | 4}
        label={(n) => t("rules.letters", { n })}
        onChange={(n) => change({ minLength: n })}
      />
      <Choice
        legend={t("kitchen.settings.cancel")}
        name="kitchen-cancel"
        options={["on", "off"] as const}
        value={s.cancellation ? "on" : "off"}
        label={(o) => t(`kitchen.settings.cancel.${o}`)}
        onChange={(o) => change({ cancellation: o === "on" })}
      />
      <Choice
        legend={t("kitchen.settings.points")}
        name="kitchen-points"
        options={SCORING_CHOICES}
        value={tableFor(s, size)}
        label={(o) => t(`rules.scoring.${o}`)}
        onChange={(o) => change({ scoring: o })}
      />
      <p class="muted small">{t("rules.scoring.hint")}</p>
      <Choice
        legend={t("kitchen.settings.properNouns")}
        name="kitchen-proper"
        options={["off", "on"] as const}
        value={s.properNouns ? "on" : "off"}
        label={(o) => t(`rules.properNouns.${o}`)}
        onChange={(o) => change({ properNouns: o === "on" })}
      />
      <Choice
        legend={t("kitchen.settings.penalty")}
        name="kitchen-penalty"
        options={Array.from({ length: PENALTY_RANGE.max - PENALTY_RANGE.min + 1 }, (_, i) => PENALTY_RANGE.min + i)}
        value={s.penalty}
        label={(n) => String(n)}
        onChange={(n) => change({ penalty: n })}
      />
    </section>
  );
}
