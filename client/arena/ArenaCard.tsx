/** The home page's way into the arena: everyone online on one board. */
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

/** "Play now with everyone". */
export function ArenaCard() {
  return (
    <section class="card practice-card arena-card" aria-labelledby="arena-card-title">
      <div>
        <h2 id="arena-card-title">{t("home.arena.title")}</h2>
        <p class="muted small">{t("home.arena.body")}</p>
      </div>
      <a
        class="button-link"
        href="/arena"
        onClick={(e) => {
          e.preventDefault();
          navigate("/arena");
        }}
      >
        {t("home.arena.play")}
      </a>
    </section>
  );
}
