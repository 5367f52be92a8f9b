/**
 * The frame of the ranked pages: the logo back home, links to the leaderboard and to
 * this device's profile, and the page's own heading and content in a landmark.
 */
import "../i18n/english-pages.ts";
import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { Logo } from "../components/Logo.tsx";
import { navigate } from "../state/route.ts";
import { loadIdentity } from "./identity.ts";
import { askToNotify } from "./alert.ts";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { t } from "../i18n/index.ts";
import { ThemeSwitch } from "../components/ThemeSwitch.tsx";
// The frame's styles travel with it: every page in a Shell gets them.
import "./ranked.css";

/** An in-app link: a real <a href> (open in new tab works) that routes without reloading. */
export function AppLink({ href, children, class: cls, label }: { href: string; children: ComponentChildren; class?: string; label?: string }) {
  return (
    <a
      href={href}
      class={cls}
      aria-label={label}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** A ranked page: top bar, then `children` under a main landmark. `title` names the tab. */
export function Shell({ title, children, wide }: { title: string; children: ComponentChildren; wide?: boolean }) {
  useEffect(() => {
    document.title = t("common.docTitle", { page: title });
    return () => void (document.title = t("common.appName"));
  }, [title]);
  const me = loadIdentity();
  return (
    <div class="ranked-page">
      <header class="topbar">
        <AppLink href="/" class="home-link" label={t("app.homeLink")}>
          <Logo small />
        </AppLink>
        <nav class="ranked-nav" aria-label={t("home.ranked.title")}>
          <AppLink href="/leaderboard">{t("home.ranked.leaderboard")}</AppLink>
          {me && <AppLink href="/friends">{t("friends.title")}</AppLink>}
          {me && (
            <AppLink href={`/p/${me.playerId}`} label={t("home.ranked.profile", { name: me.name })}>
              {t("ranked.profile")}
            </AppLink>
          )}
        </nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main class={wide ? "page ranked wide" : "page ranked"}>{children}</main>
    </div>
  );
}

/** The way from a ranked page to the queue. */
export function PlayRanked() {
  return (
    <div class="actions">
      <button type="button" class="primary" onClick={() => { askToNotify(); navigate("/ranked"); }}>
        {t("home.ranked.play")}
      </button>
    </div>
  );
}
