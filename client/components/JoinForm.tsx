/**
 * What a newcomer sees on a table link: who is already seated (when the table shares
 * that before joining), a Name field remembered on this device, and "Join".
 */
import { useSignal } from "@preact/signals";
import { savedName, saveName } from "../state/storage.ts";
import type { TableSession } from "../state/session.ts";
import { settingsSummary } from "../state/words.ts";
import { NameField } from "./NameField.tsx";

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
          session.notice.value = "Type your name first, so the others know who you are.";
          return;
        }
        saveName(trimmed);
        session.join(trimmed);
      }}
    >
      <h2>Join this table</h2>
      {players.length > 0 && (
        <p class="muted">
          Already here: {players.map((p) => p.name).join(", ")}
        </p>
      )}
      {state && <p class="muted small">{settingsSummary(state.settings)}</p>}
      <NameField id="join-name" name={name} />
      <div class="actions">
        <button type="submit" class="primary">
          Join
        </button>
      </div>
    </form>
  );
}
