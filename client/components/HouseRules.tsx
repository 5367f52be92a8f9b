/**
 * The table's settings, every one in one place with one control, in a panel that starts
 * closed ("Table settings" in a native <details>, so it opens from the keyboard and
 * announces its state); the board and the computer players' level come in as children
 * where they can be changed. The usual value of each rule is marked. The host edits it when creating a
 * table, in the lobby, during the review and after the match; each change is sent as it
 * is made. Others see the rules read-only. Rules whose usual value depends on the board
 * (shortest word, points table) send `null` when the usual is picked, so they follow a
 * later change of board.
 */
import { Fragment, type ComponentChildren } from "preact";
import { defaultMinLength, defaultTable } from "../../src/game/rules.ts";
import { boardSizeOf, minLengthOf, sensiblePatch, tableFor } from "../../src/game/house-rules.ts";
import { DEFAULT_SETTINGS, type ScoringChoice } from "../../src/protocol/values.ts";
import type { Settings, SettingsPatch } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { boardLabel, botLabel, durationText, languageName, tableSummary, timerLabel, unusualRules } from "../state/words.ts";
import "../styles/house-rules.css";
import { lazyComponent } from "../lazy.tsx";

/** The editor loads as soon as a form that may change the rules is shown (it sits closed under the summary until asked for). */
const Editor = lazyComponent(() => import("./HouseRulesEditor.tsx").then((m) => m.Editor), true);

interface Props {
  settings: Settings;
  /** Absent for players who may not change the rules: they see them read-only. */
  onChange?: (patch: SettingsPatch) => void;
  /** The match has begun: say what a change does to the rounds played. */
  duringMatch?: boolean;
  /** Start open (the host's lobby, where settings are the thing to do). */
  open?: boolean;
  /** Controls shown first in the editor (the board and computer players' level). */
  children?: ComponentChildren;
}

const scoringLabel = (s: ScoringChoice) => t(`rules.scoring.${s}`);

/** How many rules differ from their usual value. */
export function changedRules(s: Settings): number {
  return houseRuleRows(s).filter((r) => !r.usual).length;
}

/** Each house rule in words, for the read-only view and the count of changes. */
export function houseRuleRows(s: Settings): { label: string; value: string; usual: boolean }[] {
  const size = boardSizeOf(s);
  return [
    { label: t("rules.play"), value: t(`rules.play.${s.play}`), usual: s.play === DEFAULT_SETTINGS.play },
    { label: t("rules.board"), value: boardLabel(s.board), usual: s.board === DEFAULT_SETTINGS.board },
    { label: t("rules.bots"), value: botLabel(s.bots), usual: s.bots === DEFAULT_SETTINGS.bots },
    { label: t("rules.matchEnds"), value: s.target === null ? t("rules.matchEnds.afterRounds", { n: s.rounds }) : t("rules.matchEnds.atTarget", { n: s.target }), usual: s.target === null },
    { label: t("rules.roundLength"), value: s.roundSeconds === null ? timerLabel(s, s.timer) : durationText(s.roundSeconds * 1000), usual: s.roundSeconds === null && s.timer === DEFAULT_SETTINGS.timer },
    { label: t("rules.shortestWord"), value: t("rules.letters", { n: minLengthOf(s) }), usual: s.minLength === null || s.minLength === defaultMinLength(size) },
    { label: t("rules.sharedWords"), value: s.cancellation ? t("rules.sharedWords.nothing") : t("rules.sharedWords.everyone"), usual: s.cancellation },
    { label: t("rules.pointsTable"), value: scoringLabel(tableFor(s, size)), usual: s.scoring === null || s.scoring === defaultTable(size) },
    { label: t("rules.properNouns"), value: s.properNouns ? t("rules.properNouns.allowed") : t("rules.properNouns.notAllowed"), usual: !s.properNouns },
    { label: t("rules.penalty"), value: s.penalty ? t("common.lost", { n: s.penalty }) : t("rules.penalty.none"), usual: s.penalty === 0 },
  ];
}

/** The collapsible Table settings panel. */
export function HouseRules({ settings: s, onChange, duringMatch, open, children }: Props) {
  const changed = changedRules(s);
  const unusual = unusualRules(s);
  return (
    <details class="house-rules" open={open}>
      <summary>
        <span class="house-rules-title">
          {/* "all usual" on the title's line, so the summary under it has the card's whole width. */}
          <span class="house-rules-head">
            {t("rules.title")}
            {changed === 0 && <span class="muted small">{t("rules.allUsual")}</span>}
          </span>
          <span class="house-rules-summary">{tableSummary(s)}</span>
          {unusual.length > 0 && <span class="house-rules-summary unusual">{unusual.join(" · ")}</span>}
        </span>
      </summary>
      {onChange ? (
        <Editor settings={s} onChange={(patch) => onChange(sensiblePatch(s, patch))} duringMatch={!!duringMatch}>
          {children}
        </Editor>
      ) : (
        <ReadOnly settings={s} />
      )}
    </details>
  );
}

function ReadOnly({ settings }: { settings: Settings }) {
  return (
    <dl class="readonly-settings">
      {/* The language is no house rule: no language is "usual", each table plays its own. */}
      <dt>{t("rules.language")}</dt>
      <dd>{languageName(settings.language)}</dd>
      {houseRuleRows(settings).map((r) => (
        <Fragment key={r.label}>
          <dt>{r.label}</dt>
          <dd>
            {r.value}
            {r.usual && <small class="usual">{t("common.usual")}</small>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
