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
  // Built as the other cards of the home page (client/solo/practice-card.css): words and
  // links on the left, one button on the right (under them on a phone).
  return (
    <section class="card practice-card ranked-entry" aria-labelledby="ranked-entry-title">
      <div>
        <h2 id="ranked-entry-title">{t("home.ranked.title")}</h2>
        <p class="muted small">{t("home.ranked.body")}</p>
        <p class="small ranked-entry-links">
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
          {" · "}
          <a href="/leaders" onClick={go("/leaders")}>
            {t("home.leaders")}
          </a>
        </p>
      </div>
      <button type="button" class="button-link" onClick={() => { askToNotify(); navigate("/ranked"); }}>
        {t("home.ranked.play")}
      </button>
    </section>
  );
}
