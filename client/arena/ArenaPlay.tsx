/**
 * A round in the arena: the clock, your live place among everyone ("#37 of 1,204",
 * refreshed every two seconds), how many play and are online, your points, and the
 * PlayArea the tables use. Every entry is checked by your shard and answered at once.
 */
import "../i18n/english-pages.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { ARENA_MIN_LENGTH } from "../../src/arena/play.ts";
import { PlayArea } from "../components/PlayArea.tsx";
import { Timer } from "../components/Timer.tsx";
import { t } from "../i18n/index.ts";
import { useTick } from "../state/clock.ts";
import type { ArenaSession } from "./session.ts";

type ArenaView = Extract<ArenaServerMessage, { type: "arena" }>;

/** The playing screen. */
export function ArenaPlay({ session, view }: { session: ArenaSession; view: ArenaView }) {
  const round = view.round!;
  const live = session.live.value?.round === round.number ? session.live.value : null;
  const words = session.words.value;
  const points = words.reduce((n, w) => n + w.points, 0);
  // Berserk: the player's clock shows their half of the round, and their entries stop with it.
  const berserkEnds = session.berserk.endsFor(round.number);
  const endsAt = berserkEnds ?? round.endsAt;
  const now = useTick() + session.clockOffset.value;
  const over = berserkEnds !== null && now >= berserkEnds;
  return (
    <div class="round arena-round">
      <h1 class="visually-hidden">{t("arena.round", { n: round.number })}</h1>
      <div class="round-head">
        <div class="clock-row">
          <Timer endsAt={endsAt} totalMs={endsAt - round.startsAt} offset={session.clockOffset.value} />
          {berserkEnds !== null && <span class="arena-berserk-badge" title={t("arena.berserk.explain")}>{t("arena.berserk.title")}</span>}
        </div>
        <div class="arena-live" role="status" aria-label={t("arena.live.label")}>
          <strong class="arena-place">
            {live?.place ? t("arena.live.place", { place: live.place, of: live.players }) : t("arena.live.noPlace")}
          </strong>
          <span class="muted small">
            {t("common.points", { n: points })}
            {live && <> · {t("arena.live.playing", { n: live.players })} · {t("arena.live.online", { n: live.online })}</>}
          </span>
        </div>
      </div>
      <PlayArea
        language={session.arena}
        cells={view.board!}
        done={over}
        doneNote={over ? t("arena.berserk.over") : undefined}
        feedback={session.feedback.value}
        words={words}
        boardWords={view.boardWords}
        scoring={{ minLength: ARENA_MIN_LENGTH, table: "classic" }}
        onWord={(word, path) => session.enterWord(word, path)}
        onPath={(path) => session.enterPath(path)}
      />
    </div>
  );
}
