/** Home's door to ranked play: "Play ranked", and links to the leaderboard and your profile. */
import { navigate } from "../state/route.ts";
import { loadIdentity } from "./identity.ts";
import { askToNotify } from "./alert.ts";

/** The ranked card on the home page. */
export function RankedEntry() {
  const me = loadIdentity();
  const go = (path: string) => (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    navigate(path);
  };
  return (
    <section class="card ranked-entry" aria-labelledby="ranked-entry-title">
      <h2 id="ranked-entry-title">Ranked</h2>
      <p class="muted">Meet two to four players near your level on the standard rules, and earn a rating.</p>
      <div class="actions">
        <button type="button" onClick={() => { askToNotify(); navigate("/ranked"); }}>
          Play ranked
        </button>
      </div>
      <p class="small">
        <a href="/leaderboard" onClick={go("/leaderboard")}>
          Leaderboard
        </a>
        {me && (
          <>
            {" · "}
            <a href={`/p/${me.playerId}`} onClick={go(`/p/${me.playerId}`)}>
              Your profile ({me.name})
            </a>
          </>
        )}
      </p>
    </section>
  );
}
