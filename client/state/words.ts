/**
 * The words a player reads about their entries and the game's options, built from the
 * catalogue (client/i18n). Kept apart from the components so the same phrasing is used
 * everywhere and can be checked in one place.
 */
import { boardSizeOf, roundMsOf, tableFor } from "../../src/game/house-rules.ts";
import { defaultMinLength, defaultTable } from "../../src/game/rules.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol/values.ts";
import type {
  BoardChoice, BotLevel, Language, HouseWordMessage, RulesChangedMessage, ScoringChoice, SettingChange, Settings, StateMessage,
  PlayChoice, TimerChoice, VerdictReason,
} from "../../src/protocol.ts";
import { list, names, num, t } from "../i18n/index.ts";

export { errorText } from "../i18n/errors.ts";
export { ordinal } from "../i18n/index.ts";

/** Why an entry did not count, in words a player can act on; `minLength` is the table's shortest word. */
export function reasonText(reason: VerdictReason, minLength: number, by?: { seat: number; name: string }, you?: number): string {
  // Together: a teammate found it first ("Ann already found that one"); one's own find reads as before.
  if (reason === "already_found" && by && by.seat !== you) return t("verdict.already_found.by", { name: by.name });
  return reason === "too_short" ? t("verdict.too_short", { min: minLength }) : t(`verdict.${reason}`);
}

/** What a refused entry cost under a penalty rule: " (−2 points)", or "". */
export function penaltyText(penalty: number | undefined): string {
  return penalty ? t("verdict.penalty", { n: penalty }) : "";
}

/** What an accepted entry scored: "+2 points". */
export function gainText(points: number): string {
  return t("verdict.gain", { n: points });
}

/** How each option is shown on buttons and in summaries. */
export function boardLabel(board: BoardChoice): string {
  return t(`settings.board.${board}`);
}
export function botLabel(level: BotLevel): string {
  return t(`settings.bots.${level}`);
}
/** A language the words are played in, named in the language shown: "German", "Deutsch" (de), "allemand" (fr). */
export function languageName(language: Language): string {
  return t(`settings.language.${language}`);
}

/** "In French": the language a table plays in, on its own. */
export function playedInText(language: Language): string {
  return t(`settings.playedIn.${language}`);
}

/** "1:30" for 90 000 ms, "3 min" for whole minutes, "1½ min" for a half. */
export function durationText(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes)) return t("format.minutes", { n: num(minutes) });
  if (minutes % 1 === 0.5) return t("format.minutes", { n: `${Math.floor(minutes) || ""}½` });
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A timer preset with its length on the table's board: "Normal (3 min)", "Normal (4 min)" on 6×6. */
export function timerLabel(s: Pick<Settings, "board">, timer: TimerChoice): string {
  return t("settings.timerPreset", { name: t(`settings.timer.${timer}`), length: durationText(roundMsOf({ ...DEFAULT_SETTINGS, board: s.board, timer })) });
}

/** The round length a table plays: the preset's label, or the host's own length. */
export function roundLengthText(s: Settings): string {
  return s.roundSeconds === null ? timerLabel(s, s.timer) : durationText(s.roundSeconds * 1000);
}

/** One line summing up a table's options. */
export function settingsSummary(s: Settings): string {
  return t("settings.summary", {
    rounds: s.target !== null ? t("settings.summary.target", { n: s.target }) : t("settings.summary.rounds", { n: s.rounds }),
    board: boardLabel(s.board),
    timer: roundLengthText(s),
    bots: botLabel(s.bots),
  });
}

/**
 * The summary line with the language first: "In French · 3 rounds · 4 × 4 board · …". A
 * board's size never breaks across lines ("4 ×" at a line's end, "4" on the next).
 */
export function tableSummary(s: Settings): string {
  const together = s.play === "together" ? `${t("rules.play.together")} · ` : "";
  return `${together}${playedInText(s.language)} · ${settingsSummary(s)}`.replace(/(\d) × (\d)/g, "$1\u00a0×\u00a0$2");
}

/**
 * The rules that differ from the usual, beyond what settingsSummary already says, each
 * named ("Shared words score for everyone", "Penalty 2"): the second line of a table's
 * rules, so nobody has to open the panel to learn what is unusual at this table.
 */
export function unusualRules(s: Settings): string[] {
  const size = boardSizeOf(s);
  const out: string[] = [];
  if (s.minLength !== null && s.minLength !== defaultMinLength(size)) out.push(t("rules.unusual.shortest", { n: s.minLength }));
  if (!s.cancellation) out.push(t("rules.unusual.shared"));
  const table = tableFor(s, size);
  if (table !== defaultTable(size)) out.push(t("rules.unusual.points", { table: t(`rules.scoring.${table}`) }));
  if (s.properNouns) out.push(t("rules.unusual.properNouns"));
  if (s.penalty > 0) out.push(t("rules.unusual.penalty", { n: s.penalty }));
  return out;
}

/** Cell text as printed on a die: "qu" → "Qu", "a" → "A". */
export function dieFace(cell: string): string {
  return cell.charAt(0).toUpperCase() + cell.slice(1);
}

/** Where the match is, for the top bar: "Round 2 of 3", "Round 4 · first to 100", "Tie-break". */
export function roundLabel(s: StateMessage): string {
  if (s.tieBreak) return t("table.roundLabel.tieBreak");
  return s.settings.target !== null
    ? t("table.roundLabel.target", { round: s.round, target: s.settings.target })
    : t("table.roundLabel.rounds", { round: s.round, rounds: s.rounds });
}

/** One changed rule in plain words, as the server's notice has it: what the table plays by now ("5 rounds instead of 3"). */
export function changeText({ key, from, to }: SettingChange): string {
  switch (key) {
    case "rounds": return t("notice.rounds", { n: to as number, from: from as number });
    case "target": return to === null ? t("notice.target.none") : t("notice.target", { n: to as number, from: from as number | null });
    case "board": return t("notice.board", { board: (to as BoardChoice).replace("x", "×") });
    case "bots": return t(`notice.bots.${to as BotLevel}`);
    case "timer": return t(`notice.timer.${to as TimerChoice}`);
    case "roundSeconds": return to === null ? t("notice.roundSeconds.usual") : t("notice.roundSeconds", { n: to as number });
    case "minLength": return to === null ? t("notice.minLength.usual") : t("notice.minLength", { n: to as number });
    case "cancellation": return to ? t("notice.cancellation.on") : t("notice.cancellation.off");
    case "scoring": return to === null ? t("notice.scoring.usual") : t(`notice.scoring.${to as ScoringChoice}`);
    case "properNouns": return to ? t("notice.properNouns.on") : t("notice.properNouns.off");
    case "penalty": return to === 0 ? t("notice.penalty.none") : t("notice.penalty", { n: to as number });
    case "language": return t("notice.language", { language: languageName(to as Language) });
    case "play": return t(`notice.play.${to as PlayChoice}`);
  }
}

/**
 * The notice everyone reads when the host changes a rule during or after a match, from
 * the message's fields (its `text` is the server's English): who changed what, and when
 * the `played` rounds were rescored, every total before and after; then what it did to
 * the match.
 */
export function rulesChangedText(msg: RulesChangedMessage, played: number): string {
  const moved = (msg.totals ?? []).map((x) => (x.from === x.to ? t("notice.total", { name: x.name, n: x.to }) : t("notice.moved", { name: x.name, from: x.from, to: x.to })));
  return t("notice.rulesChanged", {
    name: msg.name,
    changes: names(msg.changes.map(changeText)),
    rescored: msg.rescored ? Math.max(1, played) : 0,
    totals: names(moved),
    match: msg.match,
  });
}

/** The notice everyone reads when a vote on a house word closes (or the host takes one back). */
export function houseWordText(msg: HouseWordMessage): string {
  if (msg.outcome === "failed") return t("notice.house.failed", { word: msg.word, kind: msg.kind });
  const moved = msg.totals.map((x) => (x.from === x.to ? t("notice.total", { name: x.name, n: x.to }) : t("notice.moved", { name: x.name, from: x.from, to: x.to })));
  return t("notice.house.carried", {
    name: msg.name, word: msg.word, kind: msg.kind, n: msg.rounds.length, rounds: list(msg.rounds.map(num)), totals: names(moved), match: msg.match,
  });
}
