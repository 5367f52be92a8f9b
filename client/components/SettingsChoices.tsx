/** The four table options as radio groups, shared by "Create table" and the host's lobby. */
import { BOARD_CHOICES, BOT_LEVELS, ROUND_CHOICES, TIMER_CHOICES, type Settings, type SettingsPatch } from "../../src/protocol.ts";
import { BOARD_LABEL, BOT_LABEL, timerLabel } from "../state/words.ts";
import { Choice } from "./Choice.tsx";

/** Rounds, board, computer players and timer; `onChange` receives the one option changed. */
export function SettingsChoices({ settings: s, onChange }: { settings: Settings; onChange: (patch: SettingsPatch) => void }) {
  return (
    <div class="options">
      <Choice legend="Rounds" name="rounds" options={ROUND_CHOICES} value={s.rounds} label={String} onChange={(rounds) => onChange({ rounds })} />
      <Choice legend="Board" name="board" options={BOARD_CHOICES} value={s.board} label={(b) => BOARD_LABEL[b]} onChange={(board) => onChange({ board })} />
      <Choice legend="Computer players" name="bots" options={BOT_LEVELS} value={s.bots} label={(b) => BOT_LABEL[b]} onChange={(bots) => onChange({ bots })} />
      <Choice legend="Timer" name="timer" options={TIMER_CHOICES} value={s.timer} label={(t) => timerLabel(s, t)} onChange={(timer) => onChange({ timer })} />
    </div>
  );
}
