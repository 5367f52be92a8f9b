/** The arena's entry for the main bundle: its pages are loaded only when one is opened. */
import { lazyComponent } from "../lazy.tsx";

export const ArenaPages = lazyComponent(() => import("./ArenaPages.tsx").then((m) => m.ArenaPages));
