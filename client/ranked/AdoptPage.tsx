/**
 * `/device#player=…&secret=…`: the far end of "Use this profile on another device". The
 * fragment is read and wiped from the address bar at once (so it does not linger in
 * history or get shared by accident); the player confirms, the secret is checked with
 * the server, and the identity is kept on this device from then on.
 */
import { useSignal } from "@preact/signals";
import { useMemo } from "preact/hooks";
import { navigate } from "../state/route.ts";
import { saveName } from "../state/storage.ts";
import { ApiError, getProfile, renamePlayer } from "./api.ts";
import { identityFromFragment, loadIdentity, saveIdentity } from "./identity.ts";
import { Shell } from "./Shell.tsx";

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
          ? "This link no longer works: the profile is unknown or its secret is wrong. Make a fresh link on your other device."
          : err instanceof ApiError
            ? err.message
            : String(err);
    } finally {
      busy.value = false;
    }
  }

  return (
    <Shell title="Use a profile on this device">
      <section class="card" aria-labelledby="adopt-title">
        <h2 id="adopt-title">Use a ranked profile on this device</h2>
        {!offered ? (
          <p>This link carries no profile. Make one from your profile page on the device you play on.</p>
        ) : current?.playerId === offered.playerId ? (
          <p>This device already plays as {current.name || "this profile"}.</p>
        ) : (
          <>
            <p>
              Play ranked as <strong>{offered.name || "this profile"}</strong> on this device, with the same rating and history.
            </p>
            {current && (
              <p class="warn-box">
                This device currently plays as <strong>{current.name}</strong>. Unless you have that profile's private link
                elsewhere, switching loses it.
              </p>
            )}
            <p class="small muted">Only do this with your own link: whoever holds it plays as that player.</p>
            {problem.value && (
              <p class="problem" role="alert">
                {problem.value}
              </p>
            )}
            <div class="actions">
              <button type="button" class="primary" disabled={busy.value} onClick={() => void adopt()}>
                Use this profile here
              </button>
              <button type="button" onClick={() => navigate("/")}>
                Not now
              </button>
            </div>
          </>
        )}
      </section>
    </Shell>
  );
}
