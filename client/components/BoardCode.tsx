/**
 * A finished round's board code (src/game/board-code.ts) and "Play this board": practice
 * on the same dice, with the original players' scores carried in the link so practice
 * can show yours beside theirs (client/solo/challenge.ts). From a live table the link
 * opens in a new tab, so following it never leaves the table; elsewhere it navigates.
 */
import { useSignal } from "@preact/signals";
import { boardCode } from "../../src/game/board-code.ts";
import { sizeForCells } from "../../src/game/board.ts";
import { playBoardLink, type TheirScore } from "../solo/challenge.ts";
import type { Language } from "../../src/protocol.ts";
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

interface Props {
  cells: readonly string[];
  /** The language the board was dealt in: its code names it, and its replay plays in it. */
  language: Language;
  /** The scores the board was played for, shown beside the replay's. */
  theirs?: readonly TheirScore[];
  /** Open practice in a new tab (from a table, which must stay open). */
  newTab?: boolean;
  /** Play it here instead of following the link (practice's own review). */
  onPlay?: () => void;
}

/** "Board 4TEARS… · Copy · Play this board". */
export function BoardCode({ cells, language, theirs = [], newTab = false, onPlay }: Props) {
  const copied = useSignal(false);
  const size = sizeForCells(cells.length);
  if (!size) return null;
  const board = { size, cells };
  const code = boardCode(board, language);
  const link = playBoardLink(board, theirs, language);
  const copy = () => {
    navigator.clipboard?.writeText(`${location.origin}${playBoardLink(board, [], language)}`).then(
      () => (copied.value = true),
      () => undefined,
    );
  };
  return (
    <div class="board-code">
      <p class="small">
        <span class="muted">{t("boardCode.label")} </span>
        <code aria-label={t("boardCode.spelled", { code: code.split("").join(" ") })}>{code}</code>{" "}
        <button type="button" class="link" onClick={copy}>
          {copied.value ? t("boardCode.copied") : t("common.copyLink")}
        </button>
      </p>
      <a
        class="button play-board"
        href={link}
        target={newTab ? "_blank" : undefined}
        rel={newTab ? "noopener" : undefined}
        onClick={(e) => {
          if (newTab) return;
          e.preventDefault();
          if (onPlay) onPlay();
          else navigate(link);
        }}
      >
        {t("boardCode.play")}
      </a>
    </div>
  );
}
