/**
 * Under "Play with bots" on the home page: how many computer players (1 to 7, so you
 * take the eighth seat) and how strong, as two small selects on one line, so the first
 * screen of a phone still holds the name and both ways to play. The level is the table's
 * own setting (the same one the settings panel shows).
 */
import { BOT_LEVELS, type BotLevel } from "../../src/protocol/values.ts";
import { t } from "../i18n/index.ts";
import { botLabel } from "../state/words.ts";

const COUNTS = [1, 2, 3, 4, 5, 6, 7] as const;

export function BotsChoice({ count, level, onCount, onLevel }: {
  count: number;
  level: BotLevel;
  onCount: (n: number) => void;
  onLevel: (level: BotLevel) => void;
}) {
  return (
    <div class="bots-choice">
      <span>
        <label for="bots-count">{t("home.bots.count")}</label>
        <select id="bots-count" value={String(count)} onChange={(e) => onCount(Number(e.currentTarget.value))}>
          {COUNTS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label for="bots-level">{t("home.bots.level")}</label>
        <select id="bots-level" value={level} onChange={(e) => onLevel(e.currentTarget.value as BotLevel)}>
          {BOT_LEVELS.map((l) => (
            <option key={l} value={l}>
              {botLabel(l)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
