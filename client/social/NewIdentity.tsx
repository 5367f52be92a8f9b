/**
 * Following needs the device to be someone: a device without an identity gives a name
 * here and gets one (POST /api/players), the same identity ranked play, the daily
 * board and the arena use.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { NameField } from "../components/NameField.tsx";
import { t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { ApiError, createPlayer } from "../ranked/api.ts";
import { saveIdentity, type Identity } from "../ranked/identity.ts";
import { savedName, saveName } from "../state/storage.ts";

/** A name field and `action`'s button; `onMade` gets the new identity. */
export function NewIdentity({ id, action, onMade }: { id: string; action: string; onMade: (me: Identity) => Promise<void> | void }) {
  const name = useSignal(savedName());
  const busy = useSignal(false);
  const problem = useSignal<string | null>(null);
  async function submit(e: Event) {
    e.preventDefault();
    const trimmed = name.value.trim();
    if (!trimmed) {
      problem.value = t("ranked.nameFirst");
      document.getElementById(id)?.focus();
      return;
    }
    busy.value = true;
    problem.value = null;
    try {
      const made = await createPlayer(trimmed);
      saveIdentity(made);
      saveName(made.name);
      await onMade(made);
    } catch (err) {
      problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : String(err);
    } finally {
      busy.value = false;
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <NameField id={id} name={name} />
      {problem.value && <p class="problem" role="alert">{problem.value}</p>}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy.value}>{action}</button>
      </div>
    </form>
  );
}
