/**
 * `/p/<playerId>`: a player's rating (provisional or not), games and wins, the rating
 * over time, recent ranked matches linking to their results, and the daily boards
 * played with the streak (client/daily/DailyHistory.tsx), and the arena's rounds
 * (client/arena/ArenaHistory.tsx). On the device that holds this identity it also
 * offers renaming and the private link that moves the profile to another device; on
 * any other, following the player (client/social/FollowPage.tsx).
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { NameField } from "../components/NameField.tsx";
import { fitName } from "../state/names.ts";
import { saveName } from "../state/storage.ts";
import { ApiError, getProfile, renamePlayer, type HistoryEntry } from "./api.ts";
import { deviceLink, loadIdentity, saveIdentity, type Identity } from "./identity.ts";
import { deltaText, ratingText, unratedLabel, viewText } from "./rating.ts";
import { RatingChart } from "./RatingChart.tsx";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { playLanguage } from "../state/play-language.ts";
import { AppLink, PlayRanked, Shell } from "./Shell.tsx";
import { LoadProblem } from "./LeaderboardPage.tsx";
import { useLoad } from "./useLoad.ts";
import { DailyHistory } from "../daily/DailyHistory.tsx";
import { ArenaHistory } from "../arena/ArenaHistory.tsx";
import { ProfileAchievements } from "../learn/ProfileAchievements.tsx";
import { EventHistory } from "../arena/EventHistory.tsx";
import { momentText, names, num, ordinal, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { Rich } from "../i18n/Rich.tsx";

/** The profile page for one player id. */
export function ProfilePage({ playerId }: { playerId: string }) {
  // A rating is kept per language: the figures, chart and history are the picked language's.
  const language = playLanguage.value;
  const { data: p, error, reload } = useLoad(`${playerId}/${language}`, () => getProfile(playerId, language));
  const me = loadIdentity();
  const mine = me?.playerId === playerId ? me : null;
  return (
    <Shell title={p ? p.name : t("ranked.profile")}>
      {error ? (
        <section class="card">
          <h2>{t("ranked.profile")}</h2>
          {error.status === 404 ? <p>{t("ranked.profile.unknown")}</p> : <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />}
        </section>
      ) : !p ? (
        <p class="card muted" role="status">
          {t("common.loading")}
        </p>
      ) : (
        <>
          <section class="card profile" aria-labelledby="profile-title">
            <h2 id="profile-title">
              {p.name}
              {mine && <span class="tag">{t("common.you")}</span>}
            </h2>
            <PlayLanguagePicker id="profile-language" />
            <dl class="profile-figures">
              <div>
                <dt>{t("ranked.col.rating")}</dt>
                <dd>
                  {ratingText(p.rating, p.provisional)}
                  {p.provisional && <span class="visually-hidden">{t("ranked.provisional.hidden")}</span>}
                </dd>
              </div>
              <div>
                <dt>{t("ranked.col.games")}</dt>
                <dd>{num(p.games)}</dd>
              </div>
              <div>
                <dt>{t("ranked.col.wins")}</dt>
                <dd>{num(p.wins)}</dd>
              </div>
            </dl>
            {p.flagged && (
              <p class="flagged-note">
                <span class="tag">{t("ranked.flagged.tag")}</span> {t("ranked.flagged")}
              </p>
            )}
            {p.provisional && (
              <p class="small muted">{t("ranked.provisional", { mine: !!mine })}</p>
            )}
            <RatingChart history={p.history} />
            {mine && (
              <PlayRanked />
            )}
            {!mine && (
              <p>
                <AppLink href={`/f/${p.playerId}`}>{t("friends.follow.title", { name: p.name })}</AppLink>
              </p>
            )}
          </section>
          <History history={p.history} playerId={p.playerId} />
          <DailyHistory playerId={p.playerId} language={language} />
          <ArenaHistory playerId={p.playerId} />
          <ProfileAchievements playerId={p.playerId} mine={!!mine} languages={[language, ...p.languages.map((l) => l.language)]} />
          <EventHistory playerId={p.playerId} />
          {mine && <Rename identity={mine} onRenamed={reload} />}
          {mine && <OtherDevice identity={mine} />}
        </>
      )}
    </Shell>
  );
}

function History({ history, playerId }: { history: readonly HistoryEntry[]; playerId: string }) {
  return (
    <section class="card" aria-labelledby="history-title">
      <h2 id="history-title">{t("ranked.history.title")}</h2>
      {history.length === 0 ? (
        <p class="muted">{t("ranked.history.none")}</p>
      ) : (
        <ul class="history">
          {history.map((h) => (
            <li key={h.tableId}>
              <AppLink href={`/r/${h.tableId}`}>
                <span class="history-place">
                  {t("ranked.history.place", { place: ordinal(h.place), of: h.players.length })}
                </span>
                <span class="history-rating">
                  {h.unrated ? (
                    <>
                      {viewText(h.ratingBefore)} <span class="muted">{unratedLabel(h.unrated)}</span>
                      {h.aborted && <span class="small muted">{t("ranked.history.aborted")}</span>}
                    </>
                  ) : (
                    <>
                      {viewText(h.ratingBefore)} → {viewText(h.ratingAfter)}{" "}
                      <span class={h.ratingAfter.rating >= h.ratingBefore.rating ? "delta up" : "delta down"}>
                        {deltaText(h.ratingBefore.rating, h.ratingAfter.rating)}
                      </span>
                    </>
                  )}
                </span>
                <span class="history-who small">
                  {t("ranked.history.with", { names: names(h.players.filter((o) => o.playerId !== playerId).map((o) => o.name)) })}
                </span>
                <time class="history-when small muted" dateTime={new Date(h.finishedAt).toISOString()}>
                  {momentText(h.finishedAt)}
                </time>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Rename({ identity, onRenamed }: { identity: Identity; onRenamed: () => void }) {
  const name = useSignal(identity.name);
  const message = useSignal<{ ok: boolean; text: string } | null>(null);
  const busy = useSignal(false);
  async function submit(e: Event) {
    e.preventDefault();
    busy.value = true;
    try {
      const now = await renamePlayer(identity, fitName(name.value));
      saveIdentity({ ...identity, name: now });
      saveName(now);
      message.value = { ok: true, text: t("ranked.rename.done", { name: now }) };
      onRenamed();
    } catch (err) {
      message.value = { ok: false, text: err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : String(err) };
    } finally {
      busy.value = false;
    }
  }
  return (
    <form class="card" aria-labelledby="rename-title" onSubmit={(e) => void submit(e)}>
      <h2 id="rename-title">{t("ranked.rename.title")}</h2>
      <NameField id="rename" name={name} />
      <p class={message.value?.ok === false ? "problem" : "muted"} role="status">
        {message.value?.text ?? ""}
      </p>
      <div class="actions">
        <button type="submit" disabled={busy.value}>
          {t("ranked.rename")}
        </button>
      </div>
    </form>
  );
}

function OtherDevice({ identity }: { identity: Identity }) {
  const shown = useSignal(false);
  const copied = useSignal("");
  const link = deviceLink(location.origin, identity);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      copied.value = t("ranked.device.copied");
    } catch {
      (document.getElementById("device-link") as HTMLInputElement | null)?.select();
      copied.value = t("common.linkSelected");
    }
  }
  return (
    <section class="card" aria-labelledby="device-title">
      <h2 id="device-title">{t("ranked.device.title")}</h2>
      <p class="warn-box">
        <Rich text={t("ranked.device.warning")} />
      </p>
      {shown.value ? (
        <>
          <div class="linkrow">
            <input id="device-link" aria-label={t("ranked.device.link")} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy()}>
              {t("ranked.device.copy")}
            </button>
          </div>
          <p class="small muted" role="status">
            {copied.value}
          </p>
        </>
      ) : (
        <button type="button" onClick={() => (shown.value = true)}>
          {t("ranked.device.show")}
        </button>
      )}
    </section>
  );
}
