/**
 * Entry point: picks the screen for the current path, in the player's language. Everything
 * a table needs lives under TablePage, which owns the connection for as long as the
 * player is on it.
 */
import { render } from "preact";
import { locale, t } from "./i18n/index.ts";
import { followHtmlLang, showLocale, startingLocale } from "./i18n/language.ts";
import { isAppPath } from "../src/protocol/pages.ts";
import { Home } from "./components/Home.tsx";
import { NotFound } from "./components/NotFound.tsx";
import { TablePage } from "./components/TablePage.tsx";
import { keepShownLanguageOffline, registerServiceWorker } from "./offline/register.ts";
import { LazyPractice } from "./solo/LazyPractice.tsx";
import { DailyPages } from "./daily/lazy.ts";
import { LearnPages, MePages } from "./learn/lazy.ts";
import { KitchenPages } from "./kitchen/lazy.ts";
import { currentPath, navigate, routeOf } from "./state/route.ts";
import { RankedPages } from "./ranked/lazy.ts";
import { rankedRouteOf } from "./ranked/routes.ts";
import { ArenaPages } from "./arena/lazy.ts";
import { arenaRouteOf } from "./arena/routes.ts";
import { SocialPages } from "./social/lazy.ts";
import { socialRouteOf } from "./social/routes.ts";
import { QueueAwayLine } from "./components/QueueAwayLine.tsx";
import "./styles/base.css";
import "./styles/table.css";
import "./styles/round.css";
import "./styles/review.css";
import "./state/theme.ts";

function App() {
  // The same list of pages the Worker answers 404 from (src/protocol/pages.ts).
  if (!isAppPath(currentPath.value)) return <NotFound />;
  const ranked = rankedRouteOf(currentPath.value);
  if (ranked) return <RankedPages route={ranked} />;
  const social = socialRouteOf(currentPath.value);
  if (social) return <SocialPages route={social} />;
  const arena = arenaRouteOf(currentPath.value);
  if (arena) return <ArenaPages route={arena} />;
  // The Worker leaves /arena/… to the arena: one it does not know (a mangled round id) is no page.
  if (currentPath.value.startsWith("/arena/")) return <NotFound />;
  const route = routeOf(currentPath.value);
  if ("table" in route) return <TablePage key={route.table} tableId={route.table} />;
  if ("badLink" in route) return <BadLink />;
  if ("practice" in route) return <LazyPractice />;
  if ("daily" in route) return <DailyPages />;
  if ("learn" in route) return <LearnPages />;
  if ("me" in route) return <MePages />;
  if ("kitchen" in route) return <KitchenPages />;
  return <Home />;
}

/** A table link that was cut short or mistyped. */
function BadLink() {
  return (
    <main class="page home">
      <section class="card center">
        <h1>{t("app.badLink.title")}</h1>
        <p>{t("app.badLink.body")}</p>
        <button class="primary" onClick={() => navigate("/")}>
          {t("common.backToStart")}
        </button>
      </section>
    </main>
  );
}

const mount = () => render(<><QueueAwayLine /><App /></>, document.getElementById("app")!);
// English is in this bundle: paint at once. Another language is its own small chunk,
// fetched before the first paint so no English flashes by (English if it cannot be had).
const lang = startingLocale();
followHtmlLang();
if (lang === "en") mount();
else void showLocale(lang).catch(() => undefined).finally(mount);
registerServiceWorker();
keepShownLanguageOffline(locale);
