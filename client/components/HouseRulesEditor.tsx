/** The house rules' editor (HouseRules.tsx): loaded once a form that may change them is shown, so a round's page never carries it. */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { defaultMinLength, defaultTable } from "../../src/game/rules.ts";
import { boardSizeOf, minLengthOf, tableFor } from "../../src/game/house-rules.ts";
import {
  DEFAULT_SETTINGS,
  PENALTY_RANGE,
  ROUND_SECONDS_RANGE,
  ROUNDS_RANGE,
  SCORING_CHOICES,
  TARGET_RANGE,
  TIMER_CHOICES,
  type ScoringChoice,
  type Settings,
  type SettingsPatch,
} from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { durationText, timerLabel } from "../state/words.ts";
import { Choice } from "./Choice.tsx";

const scoringLabel = (s: ScoringChoice) => t(`rules.scoring.${s}`);
const range = (min: number, max: number, step = 1) => Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);
const PENALTIES = range(PENALTY_RANGE.min, PENALTY_RANGE.max);

export function Editor({
  settings: s,
  onChange,
  duringMatch,
  children,
}: {
  settings: Settings;
  onChange: (patch: SettingsPatch) => void;
  duringMatch: boolean;
  children?: ComponentChildren;
}) {
  const size = boardSizeOf(s);
  const usualMin = defaultMinLength(size) as 3 | 4;
  const usualTable = defaultTable(size);
  return (
    <div class="house-rules-body">
      {duringMatch && (
        <p class="small muted">
          {t("rules.duringMatch")}
        </p>
      )}
      {children}
      <Choice
        legend={t("rules.matchEnds.legend")}
        name="match-end"
        options={["rounds", "target"] as const}
        value={s.target === null ? "rounds" : "target"}
        usual="rounds"
        label={(o) => (o === "rounds" ? t("rules.matchEnds.rounds") : t("rules.matchEnds.target"))}
        onChange={(o) => onChange({ target: o === "rounds" ? null : Math.max(TARGET_RANGE.min, Math.min(TARGET_RANGE.max, 50)) })}
      />
      {s.target === null ? (
        <div class="field inline">
          <label for="hr-rounds">{t("rules.rounds")}</label>
          <select id="hr-rounds" value={String(s.rounds)} onChange={(e) => onChange({ rounds: Number(e.currentTarget.value) })}>
            {range(ROUNDS_RANGE.min, ROUNDS_RANGE.max).map((n) => (
              <option key={n} value={String(n)}>
                {t("settings.summary.rounds", { n })}
                {n === DEFAULT_SETTINGS.rounds ? t("common.usual") : ""}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TargetField target={s.target} onChange={(target) => onChange({ target })} />
      )}
      <div class="field inline">
        <label for="hr-length">{t("rules.roundLength")}</label>
        <select
          id="hr-length"
          value={s.roundSeconds === null ? s.timer : String(s.roundSeconds)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            const preset = TIMER_CHOICES.find((c) => c === v);
            onChange(preset ? { timer: preset, roundSeconds: null } : { roundSeconds: Number(v) });
          }}
        >
          {TIMER_CHOICES.map((preset) => (
            <option key={preset} value={preset}>
              {timerLabel(s, preset)}
              {preset === DEFAULT_SETTINGS.timer ? t("common.usual") : ""}
            </option>
          ))}
          {range(ROUND_SECONDS_RANGE.min, ROUND_SECONDS_RANGE.max, ROUND_SECONDS_RANGE.step).map((sec) => (
            <option key={sec} value={String(sec)}>
              {durationText(sec * 1000)}
            </option>
          ))}
        </select>
      </div>
      <Choice
        legend={t("rules.shortestWord")}
        name="min-length"
        options={[3, 4] as const}
        value={minLengthOf(s) as 3 | 4}
        usual={usualMin}
        label={(n) => t("rules.letters", { n })}
        onChange={(n) => onChange({ minLength: n === usualMin ? null : n })}
      />
      <Choice
        legend={t("rules.cancellation.legend")}
        name="cancellation"
        options={["on", "off"] as const}
        value={s.cancellation ? "on" : "off"}
        usual="on"
        label={(o) => (o === "on" ? t("rules.cancellation.on") : t("rules.cancellation.off"))}
        onChange={(o) => onChange({ cancellation: o === "on" })}
      />
      <Choice
        legend={t("rules.pointsTable")}
        name="scoring"
        options={SCORING_CHOICES}
        value={tableFor(s, size)}
        usual={usualTable}
        label={scoringLabel}
        onChange={(table) => onChange({ scoring: table === usualTable ? null : table })}
      />
      <p class="small muted hint">
        {t("rules.scoring.hint")} {t("rules.scoring.withMin")}
      </p>
      <Choice
        legend={t("rules.properNouns.legend")}
        name="proper-nouns"
        options={["off", "on"] as const}
        value={s.properNouns ? "on" : "off"}
        usual="off"
        label={(o) => (o === "on" ? t("rules.properNouns.on") : t("rules.properNouns.off"))}
        onChange={(o) => onChange({ properNouns: o === "on" })}
      />
      <Choice
        legend={t("rules.penalty.legend")}
        name="penalty"
        options={PENALTIES}
        value={s.penalty}
        usual={0}
        label={(n) => (n === 0 ? t("rules.penalty.noneCap") : t("common.lost", { n }))}
        onChange={(penalty) => onChange({ penalty })}
      />
    </div>
  );
}

/** The target score, sent when the player leaves the field or presses Enter, if valid. */
function TargetField({ target, onChange }: { target: number; onChange: (target: number) => void }) {
  const problem = useSignal<string | null>(null);
  const commit = (text: string) => {
    const n = Number(text);
    if (text.trim() === "" || !Number.isInteger(n) || n < TARGET_RANGE.min || n > TARGET_RANGE.max) {
      problem.value = t("rules.target.problem", { min: TARGET_RANGE.min, max: TARGET_RANGE.max });
      return;
    }
    problem.value = null;
    if (n !== target) onChange(n);
  };
  return (
    <div class="field inline">
      <label for="hr-target">{t("rules.target")}</label>
      <input
        id="hr-target"
        type="number"
        inputMode="numeric"
        min={TARGET_RANGE.min}
        max={TARGET_RANGE.max}
        step={1}
        value={target}
        aria-invalid={problem.value !== null}
        aria-describedby="hr-target-note"
        onChange={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter sets the target; it must not submit the form around it (Create table).
          if (e.key !== "Enter") return;
          e.preventDefault();
          commit(e.currentTarget.value);
        }}
      />
      <p id="hr-target-note" class={problem.value ? "small problem" : "small muted"} role={problem.value ? "alert" : undefined}>
        {problem.value ?? t("rules.target.note", { min: TARGET_RANGE.min, max: TARGET_RANGE.max })}
      </p>
    </div>
  );
}
