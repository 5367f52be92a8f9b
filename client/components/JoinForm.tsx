/**
 * What a newcomer sees on a table link: who is already seated (when the table shares
 * that before joining), a Name field remembered on this device, and "Join".
 */
import { useSignal } from "@preact/signals";
import { savedName, saveName } from "../state/storage.ts";
import type { TableSession } from "../state/session.ts";
import { settingsSummary } from "../state/words.ts";
import { NameField } from "./NameField.tsx";
import { names, t } from "../i18n/index.ts";

/** The Join form for a table link. */
export function JoinForm({ session }: { session: TableSession }) {
  const name = useSignal(savedName());
  const state = session.state.value;
  const players = state?.seats.filter((s) => !s.left) ?? [];
  return (
    <form
      class="card join"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = name.value.trim();
        if (!trimmed) {
          session.notice.value = t("home.nameFirst");
          return;
        }
        saveName(trimmed);
        session.join(trimmed);
      }}
    >
      <h2>{t("join.title")}</h2>
      {players.length > 0 && (
        <p class="muted">{t("join.alreadyHere", { names: names(players.map((p) => p.name)) })}</p>
      )}
      {state && <p class="muted small">{settingsSummary(state.settings)}</p>}
      <NameField id="join-name" name={name} />
      <div class="actions">
        <button type="submit" class="primary">
          {t("join.join")}
        </button>
      </div>
    </form>
  );
}
