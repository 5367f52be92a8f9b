/**
 * What a newcomer sees on a table link, from the table's preview (`GET /api/tables/<id>`,
 * read before joining: names and how far the match is, never a word): in the lobby, who
 * is already seated; during a match, which round of how many and who plays, and that
 * joining now means watching until the next match; then a Name field remembered on this
 * device, and Join (or Watch).
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { TablePreview } from "../../src/protocol.ts";
import { savedName, saveName } from "../state/storage.ts";
import type { TableSession } from "../state/session.ts";
import { tableSummary } from "../state/words.ts";
import { NameField } from "./NameField.tsx";
import { fitName } from "../state/names.ts";
import { list, names, t } from "../i18n/index.ts";

/**
 * How often the preview is read again while the form is on screen (a round may end, a new
 * lobby open). A tab in the background has its timers slowed or stopped, so the preview is
 * also read again the moment the page is shown or focused again (issue 33, item 5).
 */
const REFRESH_MS = 5_000;

/** The Join form for a table link. */
export function JoinForm({ session }: { session: TableSession }) {
  const name = useSignal(savedName());
  const preview = usePreview(session.tableId);
  const p = preview.value;
  const seated = (p?.seats ?? session.state.value?.seats ?? []).filter((s) => !s.left);
  const settings = p?.settings ?? session.state.value?.settings;
  const phase = p?.phase ?? "lobby";
  const underWay = phase === "playing" || phase === "review";
  return (
    <form
      class="card join"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = fitName(name.value);
        if (!trimmed) {
          session.notice.value = t("home.nameFirst");
          return;
        }
        saveName(trimmed);
        session.join(trimmed);
      }}
    >
      <h2>{t("join.title")}</h2>
      {underWay && p ? (
        <>
          <p class="join-progress">{progressText(p)}</p>
          <p class="muted">{t("join.playing", { names: list(seated.map((s) => s.name)) })}</p>
          <p class="join-note">{t("join.watchNote")}</p>
        </>
      ) : phase === "finished" ? (
        <>
          <p class="join-progress">{t("join.over")}</p>
          {seated.length > 0 && <p class="muted">{t("join.playedBy", { names: list(seated.map((s) => s.name)) })}</p>}
          <p class="join-note">{t("join.overNote")}</p>
        </>
      ) : (
        seated.length > 0 && <p class="muted">{t("join.alreadyHere", { names: names(seated.map((s) => s.name)) })}</p>
      )}
      {settings && <p class="muted small">{tableSummary(settings)}</p>}
      <NameField id="join-name" name={name} />
      <div class="actions">
        <button type="submit" class="primary">
          {underWay ? t("join.watch") : t("join.join")}
        </button>
      </div>
    </form>
  );
}

/** "Round 2 of 3 under way", "Round 4 under way, first to 100 points", "A tie-break is under way". */
function progressText(p: TablePreview): string {
  if (p.tieBreak) return t("join.underWay.tieBreak");
  if (p.settings.target !== null) return t("join.underWay.target", { round: p.round, target: p.settings.target });
  return t("join.underWay.rounds", { round: p.round, rounds: p.settings.rounds });
}

/** The table's preview, read now, every REFRESH_MS while the page is visible, and whenever it is shown again (null until the first answer). */
function usePreview(tableId: string) {
  const preview = useSignal<TablePreview | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      fetch(`/api/tables/${encodeURIComponent(tableId)}`)
        .then(async (r) => (r.ok ? (await import("../state/answers.ts")).readPreview(await r.json()) : null))
        .then((answer) => void (live && answer && (preview.value = answer)), () => undefined);
    void read();
    const timer = setInterval(() => document.visibilityState === "visible" && void read(), REFRESH_MS);
    const shown = () => document.visibilityState === "visible" && void read();
    document.addEventListener("visibilitychange", shown);
    addEventListener("focus", shown);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", shown);
      removeEventListener("focus", shown);
    };
  }, [tableId]);
  return preview;
}
