/**
 * The review's "Add to my deck" in the main bundle: its code (and the deck's storage) is
 * fetched the first time a word is chosen; until then, and if it cannot be had, nothing shows.
 */
import type { ComponentProps, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";

type Toggle = FunctionComponent<ComponentProps<typeof import("./DeckToggle.tsx").DeckToggle>>;
let loaded: Toggle | null = null;

export function LazyDeckToggle(props: ComponentProps<Toggle>) {
  const [, ready] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import("./DeckToggle.tsx").then((m) => {
      loaded = m.DeckToggle;
      if (live) ready(1);
    }, () => undefined);
    return () => void (live = false);
  }, []);
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : null;
}
