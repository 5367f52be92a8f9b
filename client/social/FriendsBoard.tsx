/**
 * "You and your friends": beside a daily result or an arena round's, the device's player
 * and the players they follow on that same board, most points first. Nothing shows on a
 * device without an identity. An arena round's rows are written a moment after its
 * results reach the player, so an answer without them is asked again a few times.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { CircleResponse, CircleRow, Language } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { num, ordinal, t } from "../i18n/index.ts";
import { loadIdentity } from "../ranked/identity.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { getArenaCircle, getDailyCircle } from "./api.ts";
import "./social.css";

export type BoardOf = { daily: string; language: Language } | { arena: string };

const RETRIES = 3;
const RETRY_MS = 2_000;

const columns = (arena: boolean): Column<CircleRow>[] => [
  { label: t("standings.player"), names: true, cell: (r) => <AppLink href={`/p/${r.playerId}`}>{r.name}</AppLink> },
  { label: t("standings.points"), num: true, cell: (r) => num(r.points) },
  ...(arena ? [{ label: t("arena.col.place"), num: true, cell: (r: CircleRow) => (r.place === null ? t("common.none") : ordinal(r.place)) }] : []),
];

export function FriendsBoard({ of }: { of: BoardOf }) {
  const me = loadIdentity();
  const answer = useSignal<CircleResponse | null>(null);
  const key = "daily" in of ? `d/${of.daily}/${of.language}` : `a/${of.arena}`;
  useEffect(() => {
    if (!me) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (left: number) => {
      const asked = "daily" in of ? getDailyCircle(me, of.daily, of.language) : getArenaCircle(me, of.arena);
      asked.then((a) => {
        if (!live) return;
        answer.value = a;
        if (!a.rows.some((r) => r.you) && left > 0) timer = setTimeout(() => load(left - 1), RETRY_MS);
      }, () => undefined);
    };
    load("arena" in of ? RETRIES : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, me?.playerId]);
  if (!me || !answer.value) return null;
  const rows = answer.value.rows;
  const alone = !rows.some((r) => !r.you);
  return (
    <section class="friends-board" aria-labelledby={`friends-board-${key}`}>
      <h3 id={`friends-board-${key}`}>{t("friends.board.title")}</h3>
      {alone ? (
        <p class="muted small">
          {t("friends.board.alone")} <AppLink href="/friends">{t("friends.title")}</AppLink>
        </p>
      ) : (
        <DataTable class="ranked-table friends-table" caption={t("friends.board.title")} hiddenCaption columns={columns("arena" in of)} rows={rows} rowKey={(r) => r.playerId} you={(r) => r.you} />
      )}
    </section>
  );
}
