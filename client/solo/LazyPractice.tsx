/**
 * The doorway to solo practice, in the main bundle: it fetches the practice chunk (the
 * rules, the DAWG reader and solver, the practice screens) only when a player opens
 * /practice, so the game page stays small for everyone else.
 */
import { useSignal } from "@preact/signals";
import type { FunctionComponent } from "preact";
import { useEffect } from "preact/hooks";

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
            <p>Practice could not be loaded. Check your connection.</p>
            <button type="button" class="primary" onClick={load}>
              Try again
            </button>
          </>
        ) : (
          <p class="muted">Getting practice ready…</p>
        )}
      </section>
    </main>
  );
}
