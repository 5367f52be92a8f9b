/**
 * A component whose code is fetched the first time it is shown (a dynamic import, so
 * Vite splits it into its own file). Keeps pages most players never open, such as the
 * leaderboard, out of the bundle every game page loads.
 */
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { t } from "./i18n/index.ts";

/**
 * Wrap `load` (e.g. `() => import("./x.tsx").then((m) => m.X)`) as a component. A `quiet`
 * one (a line beside what the page is for) shows nothing while it loads or if it fails.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, quiet = false): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      loading ??= load();
      loading.then(
        (c) => {
          loaded = c;
          if (live) setReady(true);
        },
        () => {
          loading = null;
          if (live) setFailed(true);
        },
      );
      return () => void (live = false);
    }, []);
    if (loaded) {
      const C = loaded;
      return <C {...props} />;
    }
    if (quiet) return null;
    return failed ? (
      <p class="card center problem" role="alert">
        {t("app.chunkFailed")}
      </p>
    ) : (
      <p class="card center muted" role="status">
        {t("common.loading")}
      </p>
    );
  };
}
