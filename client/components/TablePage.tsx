/**
 * Everything at `/t/<tableId>`: opens the table's session for as long as the page is
 * shown, then picks the screen for the table's phase. A visitor without a seat sees the
 * Join form; a player whose device holds a seat token is put back in their seat.
 */
import { useEffect, useMemo } from "preact/hooks";
import { lastTable, savedName, saveLastTable, savedToken } from "../state/storage.ts";
import { guardLeaving, leave, leaveAsked, stay } from "../state/leave-guard.ts";
import { pendingJoin } from "../state/pending.ts";
import { navigate } from "../state/route.ts";
import { roundLabel } from "../state/words.ts";
import { TableSession } from "../state/session.ts";
import { errorText } from "../state/words.ts";
import { locale, t } from "../i18n/index.ts";
import { JoinForm } from "./JoinForm.tsx";
import { Lobby } from "./Lobby.tsx";
import { isRanked, RankedArrival, RankedCancelled } from "../ranked/lazy.ts";
import { Logo } from "./Logo.tsx";
import { NotFound } from "./NotFound.tsx";
import { LazyMatchEnd, LazyReview, loadAfterRound } from "./LazyAfterRound.tsx";
import { Round } from "./Round.tsx";
import { SoundSwitch } from "../sound/SoundSwitch.tsx";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { ThemeSwitch } from "./ThemeSwitch.tsx";

/** The table screen for one table id. */
export function TablePage({ tableId }: { tableId: string }) {
  // A `?watch` link watches without asking for a seat.
  const session = useMemo(() => new TableSession(tableId, pendingJoin.take(tableId), new URLSearchParams(location.search).has("watch")), [tableId]);
  useEffect(() => () => session.close(), [session]);
  // The review's chunk, fetched while the table is shown (LazyAfterRound.tsx).
  useEffect(() => { const id = setTimeout(() => void loadAfterRound(), 1500); return () => clearTimeout(id); }, []);
  // Notices fade on their own; the player should not have to tidy up after the game.
  const notice = session.notice.value;
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => (session.notice.value = null), 8000);
    return () => clearTimeout(t);
  }, [notice, session]);

  const state = session.state.value;
  const phase = state?.phase;
  const round = state?.round;
  // Back to the lobby (Play again) starts at the top of the page, where the seats are.
  useEffect(() => {
    if (phase === "lobby") scrollTo(0, 0);
  }, [phase]);
  // The tab says where the game is, for players who switch away while waiting.
  useEffect(() => {
    const where =
      phase === "playing" ? t("table.title.playing", { round: round! }) : phase === "review" ? t("table.title.review", { round: round! }) : phase === "finished" ? t("matchEnd.over") : t("table.title");
    document.title = t("common.docTitle", { page: where });
    return () => void (document.title = t("common.appName"));
  }, [phase, round, locale.value]);
  const seated = session.seat.value !== null;
  // During a round you play, Back asks first (client/state/leave-guard.ts), and home
  // remembers this table to offer the way back while its match goes on.
  useEffect(() => (seated && phase === "playing" ? guardLeaving() : undefined), [seated, phase]);
  useEffect(() => {
    if (!seated) return;
    if (phase === "playing" || phase === "review") saveLastTable(tableId);
    else if (phase === "finished" && lastTable() === tableId) saveLastTable(null);
  }, [seated, phase, tableId]);
  const link = session.link.value;
  const fatal = session.fatal.value;
  // Joining is under way when we hold a token or the Join button was pressed.
  const joining = !seated && (session.joining.value || savedToken(tableId) !== null);

  // A link to no table is an address that leads nowhere: the Not found page, in the site's frame.
  if (fatal === "unknown_table") return <NotFound body={errorText(fatal)} />;
  let body;
  if (fatal) {
    body = (
      <section class="card center">
        <h2>{fatal === "not_invited" ? t("table.fatal.notInvited") : t("table.fatal.notFound")}</h2>
        <p>{errorText(fatal)}</p>
        <button class="primary" onClick={() => navigate("/")}>
          {t("common.backToStart")}
        </button>
      </section>
    );
  } else if (!seated && !joining) {
    body = <JoinForm session={session} />;
  } else if (!state) {
    body = <p class="card center muted">{t("table.takingSeat")}</p>;
    // While reconnecting the last known table stays on screen (entries are queued and
    // sent once the seat is back), so a flaky network does not blank the game.
  } else if (state.phase === "lobby") {
    body = isRanked(state) ? <RankedArrival session={session} state={state} /> : <Lobby session={session} state={state} />;
  } else if (state.phase === "playing") {
    body = <Round session={session} state={state} />;
  } else if (state.phase === "review") {
    body = <LazyReview session={session} state={state} />;
  } else {
    body = state.cancelled ? <RankedCancelled session={session} /> : <LazyMatchEnd session={session} state={state} />;
  }

  return (
    <div class="table-page">
      <header class="topbar">
        <a
          href="/"
          class="home-link"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          <Logo small />
        </a>
        <div class="topbar-end" data-phase={phase}>
          {state && state.phase !== "lobby" && state.round > 0 && <span class="round-label">{roundLabel(state)}</span>}
          {/* Not during a round (nor, on a phone, the review or the match end: table.css): a phone's top bar has room for the round and Sound only. */}
          {phase !== "playing" && <ThemeSwitch />}
          <SoundSwitch />
        </div>
      </header>
      <div class="notices" role="status" aria-live="polite">
        {link === "reconnecting" && !fatal && (
          <p class="banner warn">
            <span class="spinner" aria-hidden="true" />
            <span>{t("table.reconnecting")}</span>
          </p>
        )}
        {link === "connecting" && !fatal && (
          <p class="banner">
            <span>{t("table.connecting")}</span>
          </p>
        )}
        {notice && (
          <p class="banner">
            <span>{notice}</span>
            <button class="link" onClick={() => (session.notice.value = null)}>
              {t("table.dismiss")}
            </button>
          </p>
        )}
      </div>
      <main class={`page phase-${state?.phase ?? "none"}`}>
        {/* In the page, not over the top bar: it stays for the whole visit and must cover nothing. */}
        {session.watching.value && !seated && (
          <p class="watching-note">
            <span>{session.watching.value === "seat" ? t("table.watching.seat") : t("table.watching")}</span>
            {session.watching.value === "watch" && (
              <button class="link" onClick={() => session.join(savedName() || t("table.defaultName"))}>
                {t("table.joinNext")}
              </button>
            )}
          </p>
        )}
        {leaveAsked.value && (
          <section class="card leave-ask" role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-body">
            <h2 id="leave-title">{t("table.leave.title")}</h2>
            <p id="leave-body">{t("table.leave.body")}</p>
            <div class="actions">
              <button type="button" class="primary" autoFocus onClick={stay}>
                {t("table.leave.stay")}
              </button>
              <button type="button" onClick={leave}>
                {t("table.leave.go")}
              </button>
            </div>
          </section>
        )}
        {body}
      </main>
      {/* Under the page, not in the top bar: a phone's top bar has no room for it during a round. */}
      <footer class="page-footer">
        <LanguageSwitch />
      </footer>
    </div>
  );
}
