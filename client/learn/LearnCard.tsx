/** The home page's way into the Learn and Me pages. */
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

const go = (path: string) => (e: MouseEvent) => {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  navigate(path);
};

/** "Get better at it": the deck of missed words, and this device's figures. */
export function LearnCard() {
  return (
    <section class="card practice-card" aria-labelledby="learn-card-title">
      <div>
        <h2 id="learn-card-title">{t("home.learn.title")}</h2>
        <p class="muted small">{t("home.learn.body")}</p>
      </div>
      <div class="learn-card-links">
        <a class="button-link" href="/learn" onClick={go("/learn")}>{t("home.learn.open")}</a>
        <a class="button-link" href="/me" onClick={go("/me")}>{t("home.me.open")}</a>
      </div>
    </section>
  );
}
