/**
 * `/friends`: the players this device follows with their latest daily, arena and ranked
 * results (events once the arena keeps them), each with unfollow and block; the follow
 * link and QR code to share; and the players blocked, to unblock. "Play this board": a
 * friend's daily board of today is one tap away, and their score then shows beside yours
 * in "you and your friends"; their best arena round opens in practice with their score.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { isLanguage, type Friend } from "../../src/protocol.ts";
import { sizeForCells } from "../../src/game/board.ts";
import { getArenaRound } from "../arena/api.ts";
import { playBoardLink } from "../solo/challenge.ts";
import { dateText, ordinal, percent, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { ApiError } from "../ranked/api.ts";
import { loadIdentity, type Identity } from "../ranked/identity.ts";
import { LoadProblem } from "../ranked/LeaderboardPage.tsx";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { pickPlayLanguage } from "../state/play-language.ts";
import { navigate } from "../state/route.ts";
import { blockPlayer, getFriends, unblockPlayer, unfollowPlayer } from "./api.ts";
import { FollowCode } from "./FollowCode.tsx";
import { NewIdentity } from "./NewIdentity.tsx";
import "./social.css";

export function FriendsPage() {
  const me = useSignal<Identity | null>(loadIdentity());
  return (
    <Shell title={t("friends.title")}>
      {me.value ? <Friends me={me.value} /> : (
        <section class="card" aria-labelledby="friends-title">
          <h2 id="friends-title">{t("friends.title")}</h2>
          <p>{t("friends.intro")}</p>
          <p class="muted small">{t("friends.needName")}</p>
          <NewIdentity id="friends-name" action={t("friends.makeLink")} onMade={(made) => void (me.value = made)} />
        </section>
      )}
    </Shell>
  );
}

function Friends({ me }: { me: Identity }) {
  const { data, error, reload } = useLoad(`friends/${me.playerId}`, () => getFriends(me));
  const problem = useSignal<string | null>(null);
  const said = useSignal<string | null>(null);
  const act = async (what: () => Promise<void>, done: string) => {
    problem.value = null;
    try {
      await what();
      said.value = done;
      reload();
    } catch (err) {
      problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : String(err);
    }
  };
  return (
    <>
      <section class="card" aria-labelledby="friends-title">
        <h2 id="friends-title">{t("friends.title")}</h2>
        {problem.value && <p class="problem" role="alert">{problem.value}</p>}
        <p class="visually-hidden" role="status">{said.value}</p>
        {error ? (
          <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
        ) : !data ? (
          <p class="muted" role="status">{t("common.loading")}</p>
        ) : data.friends.length === 0 ? (
          <p class="empty">{t("friends.none")}</p>
        ) : (
          <ul class="friends">
            {data.friends.map((f) => (
              <FriendItem key={f.playerId} friend={f}
                onUnfollow={() => void act(() => unfollowPlayer(me, f.playerId), t("friends.unfollowed", { name: f.name }))}
                onBlock={() => confirm(t("friends.block.confirm", { name: f.name })) && void act(() => blockPlayer(me, f.playerId), t("friends.blocked", { name: f.name }))} />
            ))}
          </ul>
        )}
        <p class="small"><AppLink href="/leaders">{t("leaders.title")}</AppLink></p>
      </section>
      <FollowCode playerId={me.playerId} />
      {data && data.blocked.length > 0 && (
        <section class="card" aria-labelledby="blocked-title">
          <h2 id="blocked-title">{t("friends.blockedTitle")}</h2>
          <p class="muted small">{t("friends.blockedBody")}</p>
          <ul class="blocked">
            {data.blocked.map((b) => (
              <li key={b.playerId}>
                <span>{b.name}</span>
                <button type="button" onClick={() => void act(() => unblockPlayer(me, b.playerId), t("friends.unblocked", { name: b.name }))}>
                  {t("friends.unblock")}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * The board of a friend's best arena round, in practice, with their score beside yours
 * (client/solo/challenge.ts); the round's page if the board cannot be had.
 */
async function playArenaBoard(name: string, arena: NonNullable<Friend["arena"]>): Promise<void> {
  try {
    const round = await getArenaRound(arena.bestRound!);
    const size = sizeForCells(round.board.length);
    if (!size) throw new Error("not a board");
    if (isLanguage(arena.arena)) pickPlayLanguage(arena.arena);
    navigate(playBoardLink({ size, cells: round.board }, [{ name, score: arena.bestPoints }]));
  } catch {
    navigate(`/arena/r/${arena.bestRound}`);
  }
}

/** "Challenge", after a friend's result: plays their board here instead of following the link. */
function Challenge({ href, onPlay }: { href: string; onPlay: () => void }) {
  return (
    <>
      {" "}
      <a href={href} class="challenge" onClick={(e) => {
        e.preventDefault();
        onPlay();
      }}>{t("friends.challenge")}</a>
    </>
  );
}

function FriendItem({ friend: f, onUnfollow, onBlock }: { friend: Friend; onUnfollow: () => void; onBlock: () => void }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <li class="friend">
      <h3><AppLink href={`/p/${f.playerId}`}>{f.name}</AppLink></h3>
      <dl class="friend-results">
        <div>
          <dt>{t("friends.daily")}</dt>
          <dd>
            {f.daily ? (
              <>
                {t("friends.dailyResult", { date: dateText(f.daily.date), points: f.daily.points, words: f.daily.words })}
                {f.daily.date === today && <Challenge href="/daily" onPlay={() => {
                  pickPlayLanguage(f.daily!.language);
                  navigate("/daily");
                }} />}
              </>
            ) : t("common.none")}
          </dd>
        </div>
        <div>
          <dt>{t("friends.arena")}</dt>
          <dd>
            {f.arena ? (
              <>
                {t("friends.arenaResult", {
                  date: dateText(f.arena.day), rounds: f.arena.rounds, best: f.arena.bestPoints,
                  average: f.arena.averagePercentile === null ? null : percent(f.arena.averagePercentile),
                })}
                {f.arena.bestRound && <Challenge href={`/arena/r/${f.arena.bestRound}`} onPlay={() => void playArenaBoard(f.name, f.arena!)} />}
              </>
            ) : t("common.none")}
          </dd>
        </div>
        <div>
          <dt>{t("friends.ranked")}</dt>
          <dd>
            {f.ranked ? (
              <AppLink href={`/r/${f.ranked.tableId}`}>
                {f.ranked.place === null ? t("friends.rankedLeft") : t("ranked.history.place", { place: ordinal(f.ranked.place), of: f.ranked.players })}
              </AppLink>
            ) : t("common.none")}
          </dd>
        </div>
      </dl>
      <div class="actions">
        <button type="button" onClick={onUnfollow} aria-label={t("friends.unfollow.label", { name: f.name })}>{t("friends.unfollow")}</button>
        <button type="button" class="quiet" onClick={onBlock} aria-label={t("friends.block.label", { name: f.name })}>{t("friends.block")}</button>
      </div>
    </li>
  );
}

