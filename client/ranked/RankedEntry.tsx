/** Home's door to ranked play: "Play ranked", and links to the leaderboard, your profile and friends, and the leaderboards by period. */
import { navigate } from "../state/route.ts";
import { loadIdentity } from "./identity.ts";
import { askToNotify } from "./alert.ts";
import { t } from "../i18n/index.ts";

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
      <h2 id="ranked-entry-title">{t("home.ranked.title")}</h2>
      <p class="muted">{t("home.ranked.body")}</p>
      <div class="actions">
        <button type="button" onClick={() => { askToNotify(); navigate("/ranked"); }}>
          {t("home.ranked.play")}
        </button>
      </div>
      <p class="small">
        <a href="/leaderboard" onClick={go("/leaderboard")}>
          {t("home.ranked.leaderboard")}
        </a>
        {me && (
          <>
            {" · "}
            <a href={`/p/${me.playerId}`} onClick={go(`/p/${me.playerId}`)}>
              {t("home.ranked.profile", { name: me.name })}
            </a>
            {" · "}
            <a href="/friends" onClick={go("/friends")}>
              {t("home.friends")}
            </a>
          </>
        )}
      </p>
      <p class="small">
        <a href="/leaders" onClick={go("/leaders")}>
          {t("home.leaders")}
        </a>
      </p>
    </section>
  );
}
