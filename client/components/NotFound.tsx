/**
 * The page for an address that is no page of Baffle's. The Worker answers such a path
 * with the app and status 404 (src/previews/routes.ts, src/protocol/pages.ts); the app,
 * routing on the same list, shows this: what happened, in Baffle's look, and the way home.
 * A table link to no table and an arena round that never was show it too, saying so.
 */
import { t } from "../i18n/index.ts";
import { navigate } from "../state/route.ts";
import { Logo } from "./Logo.tsx";

/**
 * "No page here", with a link back to the start. `body` says what was looked for when the
 * address had the shape of a page (a table, an arena round) but nothing is there.
 */
export function NotFound({ body }: { body?: string } = {}) {
  return (
    <main class="page home">
      <section class="card center not-found" aria-labelledby="not-found-title">
        <Logo />
        <h1 id="not-found-title">{t("notFound.title")}</h1>
        <p class="muted">{body ?? t("notFound.body")}</p>
        <a
          class="home-button"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          {t("common.backToStart")}
        </a>
      </section>
    </main>
  );
}
