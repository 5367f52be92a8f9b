/**
 * Home's "Back to your table": shown while a match this device sits in is under way (a
 * round played or its review), so a player who left by Back or the logo finds the way
 * back. The table is the one the device last sat at in a round (client/state/storage.ts);
 * its preview (`GET /api/tables/<id>`) says whether the match still goes on.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { t } from "../i18n/index.ts";
import { navigate } from "../state/route.ts";
import { lastTable, savedToken } from "../state/storage.ts";

export function BackToTable() {
  const table = useSignal<string | null>(null);
  useEffect(() => {
    const id = lastTable();
    if (!id || !savedToken(id)) return;
    let live = true;
    fetch(`/api/tables/${encodeURIComponent(id)}`)
      .then(async (r) => (r.ok ? (await import("../state/answers.ts")).readPreview(await r.json()) : null))
      .then((p) => void (live && p && (p.phase === "playing" || p.phase === "review") && (table.value = id)), () => undefined);
    return () => void (live = false);
  }, []);
  if (!table.value) return null;
  return (
    <section class="card back-to-table" aria-labelledby="back-to-table-title">
      <div>
        <h2 id="back-to-table-title">{t("home.backToTable.title")}</h2>
        <p class="muted small">{t("home.backToTable.body")}</p>
      </div>
      <a
        class="button-link primary-link"
        href={`/t/${table.value}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/t/${table.value}`);
        }}
      >
        {t("home.backToTable.go")}
      </a>
    </section>
  );
}
