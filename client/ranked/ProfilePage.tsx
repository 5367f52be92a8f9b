/**
 * `/p/<playerId>`: a player's rating (provisional or not), games and wins, the rating
 * over time, recent ranked matches linking to their results, and the daily boards
 * played with the streak (client/daily/DailyHistory.tsx). On the device that
 * holds this identity it also offers renaming and the private link that moves the
 * profile to another device.
 */
import { useSignal } from "@preact/signals";
import { NameField } from "../components/NameField.tsx";
import { saveName } from "../state/storage.ts";
import { ApiError, getProfile, renamePlayer, type HistoryEntry } from "./api.ts";
import { deviceLink, loadIdentity, saveIdentity, type Identity } from "./identity.ts";
import { deltaText, ordinal, ratingText, unratedLabel, viewText } from "./rating.ts";
import { RatingChart } from "./RatingChart.tsx";
import { AppLink, PlayRanked, Shell } from "./Shell.tsx";
import { LoadProblem } from "./LeaderboardPage.tsx";
import { useLoad } from "./useLoad.ts";
import { DailyHistory } from "../daily/DailyHistory.tsx";

/** The profile page for one player id. */
export function ProfilePage({ playerId }: { playerId: string }) {
  const { data: p, error, reload } = useLoad(playerId, () => getProfile(playerId));
  const me = loadIdentity();
  const mine = me?.playerId === playerId ? me : null;
  return (
    <Shell title={p ? p.name : "Profile"}>
      {error ? (
        <section class="card">
          <h2>Profile</h2>
          {error.status === 404 ? <p>There is no player with this link.</p> : <LoadProblem message={error.message} retry={reload} />}
        </section>
      ) : !p ? (
        <p class="card muted" role="status">
          Loading…
        </p>
      ) : (
        <>
          <section class="card profile" aria-labelledby="profile-title">
            <h2 id="profile-title">
              {p.name}
              {mine && <span class="tag">you</span>}
            </h2>
            <dl class="profile-figures">
              <div>
                <dt>Rating</dt>
                <dd>
                  {ratingText(p.rating, p.provisional)}
                  {p.provisional && <span class="visually-hidden"> (provisional)</span>}
                </dd>
              </div>
              <div>
                <dt>Games</dt>
                <dd>{p.games}</dd>
              </div>
              <div>
                <dt>Wins</dt>
                <dd>{p.wins}</dd>
              </div>
            </dl>
            {p.flagged && (
              <p class="flagged-note">
                <span class="tag">marked</span> Fair-play checks found entries no person could make. Marked players play only each
                other, and their matches change nobody's rating.
              </p>
            )}
            {p.provisional && (
              <p class="small muted">The “?” means the rating is provisional: it settles after a few more ranked games, and then {mine ? "you appear" : "they appear"} on the leaderboard.</p>
            )}
            <RatingChart history={p.history} />
            {mine && (
              <PlayRanked />
            )}
          </section>
          <History history={p.history} playerId={p.playerId} />
          <DailyHistory playerId={p.playerId} />
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
      <h2 id="history-title">Recent matches</h2>
      {history.length === 0 ? (
        <p class="muted">No ranked matches yet.</p>
      ) : (
        <ul class="history">
          {history.map((h) => (
            <li key={h.tableId}>
              <AppLink href={`/r/${h.tableId}`}>
                <span class="history-place">
                  {ordinal(h.place)} of {h.players.length}
                </span>
                <span class="history-rating">
                  {h.unrated ? (
                    <>
                      {viewText(h.ratingBefore)} <span class="muted">{unratedLabel(h.unrated)}</span>
                      {h.aborted && <span class="small muted"> (left or did not play in time)</span>}
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
                  with{" "}
                  {h.players
                    .filter((o) => o.playerId !== playerId)
                    .map((o) => o.name)
                    .join(", ")}
                </span>
                <time class="history-when small muted" dateTime={new Date(h.finishedAt).toISOString()}>
                  {new Date(h.finishedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
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
      const now = await renamePlayer(identity, name.value);
      saveIdentity({ ...identity, name: now });
      saveName(now);
      message.value = { ok: true, text: `You are now ${now}.` };
      onRenamed();
    } catch (err) {
      message.value = { ok: false, text: err instanceof ApiError ? err.message : String(err) };
    } finally {
      busy.value = false;
    }
  }
  return (
    <form class="card" aria-labelledby="rename-title" onSubmit={(e) => void submit(e)}>
      <h2 id="rename-title">Change your name</h2>
      <NameField id="rename" name={name} />
      <p class={message.value?.ok === false ? "problem" : "muted"} role="status">
        {message.value?.text ?? ""}
      </p>
      <div class="actions">
        <button type="submit" disabled={busy.value}>
          Rename
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
      copied.value = "Copied. Open it on your other device.";
    } catch {
      (document.getElementById("device-link") as HTMLInputElement | null)?.select();
      copied.value = "The link is selected: copy it from there.";
    }
  }
  return (
    <section class="card" aria-labelledby="device-title">
      <h2 id="device-title">Use this profile on another device</h2>
      <p class="warn-box">
        This link is private: <strong>anyone who holds it plays as you</strong> and can rename you. Open it only on your own
        devices, and never post it.
      </p>
      {shown.value ? (
        <>
          <div class="linkrow">
            <input id="device-link" aria-label="Private link to this profile" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <p class="small muted" role="status">
            {copied.value}
          </p>
        </>
      ) : (
        <button type="button" onClick={() => (shown.value = true)}>
          Show the private link
        </button>
      )}
    </section>
  );
}
