/**
 * The doorway to solo practice, in the main bundle: it fetches the practice chunk (the
 * rules, the DAWG reader and solver, the practice screens) only when a player opens
 * /practice, so the game page stays small for everyone else.
 */
import { useSignal } from "@preact/signals";
import type { FunctionComponent } from "preact";
import { useEffect } from "preact/hooks";
import { t } from "../i18n/index.ts";

/** Loads and shows the practice page. */
export function LazyPractice() {
  const Page = useSignal<FunctionComponent | null>(null);
  const failed = useSignal(false);
  const load = () => {
    failed.value = false;
    import("./PracticePage.tsx").then(
      (m) => (Page.value = m.PracticePage),
      () => (failed.value = true),
    );
  };
  useEffect(load, []);
  if (Page.value) return <Page.value />;
  return (
    <main class="page home">
      <section class="card center" role="status">
        {failed.value ? (
          <>
            <p>{t("home.practice.loadFailed")}</p>
            <button type="button" class="primary" onClick={load}>
              {t("common.tryAgain")}
            </button>
          </>
        ) : (
          <p class="muted">{t("home.practice.loading")}</p>
        )}
      </section>
    </main>
  );
}
