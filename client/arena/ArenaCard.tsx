/** The home page's way into the arena: everyone online on one board, and its next event with a countdown (one tap on the button joins it: every round played in its window counts). */
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";
import { playLanguage } from "../state/play-language.ts";
import { lazyComponent } from "../lazy.tsx";

/** The countdown loads after home is shown: it is a line under the card, never what a player came for. */
const EventBanner = lazyComponent(() => import("./EventBanner.tsx").then((m) => m.EventBanner), true);

/** "Play now with everyone". */
export function ArenaCard() {
  return (
    <section class="card practice-card arena-card" aria-labelledby="arena-card-title">
      <div>
        <h2 id="arena-card-title">{t("home.arena.title")}</h2>
        <p class="muted small">{t("home.arena.body")}</p>
        {/* Its room is kept while it loads: the cards below must not jump under a finger. */}
        <div class="event-slot">
          <EventBanner arena={playLanguage.value} />
        </div>
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
