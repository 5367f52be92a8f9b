/** The home page's way to the kitchen table: a timer, a score sheet and a referee for a real set. */
import { t } from "../i18n/index.ts";
import { navigate } from "../state/route.ts";

export function KitchenCard() {
  return (
    <section class="card practice-card" aria-labelledby="kitchen-card-title">
      <div>
        <h2 id="kitchen-card-title">{t("home.kitchen.title")}</h2>
        <p class="muted small">{t("home.kitchen.body")}</p>
      </div>
      <a
        class="button-link"
        href="/kitchen"
        onClick={(e) => {
          e.preventDefault();
          navigate("/kitchen");
        }}
      >
        {t("home.kitchen.open")}
      </a>
    </section>
  );
}
