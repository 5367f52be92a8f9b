/**
 * A day's leaderboard, top 100 and the player's own row under it when they are further
 * down, then "you and your friends" on the same board. The server refreshes it every few seconds; this asks again as often while shown,
 * so players see the others arrive.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { DailyLeaderboardResponse, DailyResultResponse, DailyRow } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { AppLink } from "../ranked/Shell.tsx";
import type { Identity } from "../ranked/identity.ts";
import { getDailyLeaderboard } from "./api.ts";
import { FriendsBoard } from "../social/lazy.ts";
import { num, t } from "../i18n/index.ts";

/** How often the shown leaderboard is fetched again. */
const REFRESH_MS = 5_000;

/** The day's leaderboard with `me` marked. */
export function DailyLeaderboard({ day, me }: { day: DailyResultResponse; me: Identity }) {
  const board = useSignal<DailyLeaderboardResponse | null>(null);
  const failed = useSignal(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      getDailyLeaderboard(day.date, day.language).then(
        (b) => live && ((board.value = b), (failed.value = false)),
        () => live && (failed.value = true),
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [day.date, day.language]);

  const b = board.value;
  const listed = b?.players.some((p) => p.playerId === me.playerId) ?? false;
  // Just handed in, the cached board may not list the player yet; below the top 100 it never does.
  const mine: DailyRow | null = !listed && day.place !== null && day.result
    ? { place: day.place, playerId: me.playerId, name: me.name, points: day.result.points, words: day.result.words.length, longest: day.result.longest.length }
    : null;
  return (
    <section class="card daily-leaderboard" aria-labelledby="daily-lb-title">
      <h2 id="daily-lb-title">
        {t("daily.lb.title")} {b && <span class="muted small">· {t("daily.lb.soFar", { n: b.total })}</span>}
      </h2>
      {failed.value && !b && <p class="problem">{t("daily.lb.failed")}</p>}
      {b && (
        <div class="table-scroll">
          <DataTable
            class="ranked-table"
            caption={t("daily.lb.caption")}
            hiddenCaption
            columns={columns()}
            rows={mine ? [...b.players, mine] : b.players}
            rowKey={(p) => p.playerId}
            you={(p) => p.playerId === me.playerId}
          />
        </div>
      )}
      <p class="small"><AppLink href="/leaders">{t("leaders.link")}</AppLink></p>
      <FriendsBoard of={{ daily: day.date, language: day.language }} />
    </section>
  );
}

const columns = (): readonly Column<DailyRow>[] => [
  { label: t("ranked.col.rank"), num: true, cell: (p) => num(p.place) },
  { label: t("standings.player"), names: true, cell: (p) => <AppLink href={`/p/${p.playerId}`}>{p.name}</AppLink> },
  { label: t("standings.points"), num: true, cell: (p) => num(p.points) },
  { label: t("metrics.words"), num: true, cell: (p) => num(p.words) },
  { label: t("metrics.longest"), num: true, class: "wide-only", cell: (p) => num(p.longest) },
];
