/**
 * `/device#player=…&secret=…`: the far end of "Use this profile on another device". The
 * fragment is read and wiped from the address bar at once (so it does not linger in
 * history or get shared by accident); the player confirms, the secret is checked with
 * the server, and the identity is kept on this device from then on.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useMemo } from "preact/hooks";
import { navigate } from "../state/route.ts";
import { saveName } from "../state/storage.ts";
import { ApiError, getProfile, renamePlayer } from "./api.ts";
import { identityFromFragment, loadIdentity, saveIdentity } from "./identity.ts";
import { Shell } from "./Shell.tsx";
import { t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { Rich } from "../i18n/Rich.tsx";

/** The adopt-a-profile page. */
export function AdoptPage() {
  const offered = useMemo(() => {
    const found = identityFromFragment(location.hash);
    if (location.hash) history.replaceState(null, "", location.pathname);
    return found;
  }, []);
  const busy = useSignal(false);
  const problem = useSignal<string | null>(null);
  const current = loadIdentity();

  async function adopt() {
    if (!offered) return;
    busy.value = true;
    problem.value = null;
    try {
      const profile = await getProfile(offered.playerId);
      // Renaming to the same name changes nothing, and only succeeds with the right secret.
      await renamePlayer(offered, profile.name);
      saveIdentity({ ...offered, name: profile.name });
      saveName(profile.name);
      navigate(`/p/${offered.playerId}`);
    } catch (err) {
      problem.value =
        err instanceof ApiError && (err.status === 401 || err.status === 404)
          ? t("ranked.adopt.stale")
          : err instanceof ApiError
            ? apiErrorText(err.code, err.message, err.status)
            : String(err);
    } finally {
      busy.value = false;
    }
  }

  return (
    <Shell title={t("ranked.adopt.tabTitle")}>
      <section class="card" aria-labelledby="adopt-title">
        <h2 id="adopt-title">{t("ranked.adopt.title")}</h2>
        {!offered ? (
          <p>{t("ranked.adopt.noProfile")}</p>
        ) : current?.playerId === offered.playerId ? (
          <p>{t("ranked.adopt.already", { name: current.name || t("ranked.adopt.thisProfile") })}</p>
        ) : (
          <>
            <p>
              <Rich text={t("ranked.adopt.offer")} values={{ name: offered.name || t("ranked.adopt.thisProfile") }} />
            </p>
            {current && (
              <p class="warn-box">
                <Rich text={t("ranked.adopt.current")} values={{ name: current.name }} />
              </p>
            )}
            <p class="small muted">{t("ranked.adopt.own")}</p>
            {problem.value && (
              <p class="problem" role="alert">
                {problem.value}
              </p>
            )}
            <div class="actions">
              <button type="button" class="primary" disabled={busy.value} onClick={() => void adopt()}>
                {t("ranked.adopt.use")}
              </button>
              <button type="button" onClick={() => navigate("/")}>
                {t("ranked.adopt.notNow")}
              </button>
            </div>
          </>
        )}
      </section>
    </Shell>
  );
}
