/** The home page's way into solo practice. */
import { navigate } from "../state/route.ts";
import "./practice-card.css";
import { t } from "../i18n/index.ts";

/** "Practice alone": one player, any board, works offline. */
export function PracticeCard() {
  return (
    <section class="card practice-card" aria-labelledby="practice-title">
      <div>
        <h2 id="practice-title">{t("home.practice.title")}</h2>
        <p class="muted small">{t("home.practice.body")}</p>
      </div>
      <a
        class="button-link"
        href="/practice"
        onClick={(e) => {
          e.preventDefault();
          navigate("/practice");
        }}
      >
        {t("home.practice.play")}
      </a>
    </section>
  );
}
