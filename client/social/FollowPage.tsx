/**
 * `/f/<playerId>`: a follow link a player shared (or their QR code). It names the player
 * and follows them with one tap, making this device an identity first if it has none;
 * then the Friends page. Following is one way and the player is not told.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { ApiError, getProfile } from "../ranked/api.ts";
import { loadIdentity, type Identity } from "../ranked/identity.ts";
import { LoadProblem } from "../ranked/LeaderboardPage.tsx";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { navigate } from "../state/route.ts";
import { followPlayer } from "./api.ts";
import { NewIdentity } from "./NewIdentity.tsx";

export function FollowPage({ playerId }: { playerId: string }) {
  const { data: them, error, reload } = useLoad(playerId, () => getProfile(playerId));
  const me = loadIdentity();
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);
  async function follow(who: Identity) {
    busy.value = true;
    problem.value = null;
    try {
      await followPlayer(who, playerId);
      navigate("/friends");
    } catch (err) {
      problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : String(err);
    } finally {
      busy.value = false;
    }
  }
  return (
    <Shell title={them ? t("friends.follow.title", { name: them.name }) : t("friends.title")}>
      <section class="card" aria-labelledby="follow-title">
        {error ? (
          <>
            <h2 id="follow-title">{t("friends.title")}</h2>
            {error.status === 404 ? <p>{t("ranked.profile.unknown")}</p> : <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />}
          </>
        ) : !them ? (
          <p class="muted" role="status">{t("common.loading")}</p>
        ) : me?.playerId === playerId ? (
          <>
            <h2 id="follow-title">{t("friends.follow.yours")}</h2>
            <p>{t("friends.follow.yoursBody")}</p>
            <p><AppLink href="/friends">{t("friends.title")}</AppLink></p>
          </>
        ) : (
          <>
            <h2 id="follow-title">{t("friends.follow.title", { name: them.name })}</h2>
            <p>{t("friends.follow.body")}</p>
            {problem.value && <p class="problem" role="alert">{problem.value}</p>}
            {me ? (
              <div class="actions">
                <button type="button" class="primary" disabled={busy.value} onClick={() => void follow(me)}>{t("friends.follow")}</button>
              </div>
            ) : (
              <>
                <p class="muted small">{t("friends.follow.needName")}</p>
                <NewIdentity id="follow-name" action={t("friends.follow")} onMade={follow} />
              </>
            )}
          </>
        )}
      </section>
    </Shell>
  );
}
