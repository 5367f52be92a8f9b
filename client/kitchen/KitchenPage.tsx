/**
 * `/kitchen`: Baffle for a family around a real tray. Everything runs on the device and
 * is kept there (store.ts), so the page works offline after one visit (the service
 * worker precaches this chunk with the rest of the app) and survives a closed tab. The
 * rules are src/game/sheet/'s; this page only shows them and stores what they return.
 * Phone first: the timer on top, readable across the table, then the sheet, then the
 * referee and the lists, then the house rules and the history.
 */
import "../i18n/english-pages.ts";
import { useEffect } from "preact/hooks";
import { Logo } from "../components/Logo.tsx";
import { ThemeSwitch } from "../components/ThemeSwitch.tsx";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { t } from "../i18n/index.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { SoundSwitch } from "../sound/SoundSwitch.tsx";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { ListsPanel } from "./ListsPanel.tsx";
import { PlayersPanel } from "./PlayersPanel.tsx";
import { RefereePanel } from "./RefereePanel.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { SheetPanel } from "./SheetPanel.tsx";
import { sheet } from "./store.ts";
import { TimerPanel } from "./TimerPanel.tsx";
import "../solo/practice.css";
import "./kitchen.css";

/** The kitchen-table page. */
export function KitchenPage() {
  useEffect(() => {
    document.title = t("common.docTitle", { page: t("kitchen.title") });
    return () => void (document.title = t("common.appName"));
  }, []);
  const ready = sheet.value.players.length >= 2;
  return (
    <div class="kitchen-page">
      <header class="topbar">
        <AppLink href="/" class="home-link" label={t("app.homeLink")}>
          <Logo small />
        </AppLink>
        <div class="topbar-end">
          <SoundSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main class="page kitchen">
        <h1>{t("kitchen.title")}</h1>
        {!ready && <p class="muted">{t("kitchen.intro")}</p>}
        {!ready && <PlayersPanel />}
        <TimerPanel />
        {ready && <SheetPanel />}
        <RefereePanel />
        {ready && <ListsPanel />}
        {ready && <PlayersPanel />}
        <SettingsPanel />
        <HistoryPanel />
      </main>
      {/* At the foot, as on the home page: on a phone the top bar has room for the logo and two switches only. */}
      <div class="page-footer">
        <LanguageSwitch />
      </div>
    </div>
  );
}
