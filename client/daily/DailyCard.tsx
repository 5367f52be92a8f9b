/** The home page's way to the daily board. */
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

/** "Today's board": the same board for everyone, once a day. */
export function DailyCard() {
  return (
    <section class="card practice-card daily-card" aria-labelledby="daily-card-title">
      <div>
        <h2 id="daily-card-title">{t("home.daily.title")}</h2>
        <p class="muted small">{t("home.daily.body")}</p>
      </div>
      <a
        class="button-link"
        href="/daily"
        onClick={(e) => {
          e.preventDefault();
          navigate("/daily");
        }}
      >
        {t("home.daily.play")}
      </a>
    </section>
  );
}
