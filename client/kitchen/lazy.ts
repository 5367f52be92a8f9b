/** The kitchen table's entry for the main bundle: its page is loaded only when /kitchen is opened. */
import { lazyComponent } from "../lazy.tsx";

export const KitchenPages = lazyComponent(() => import("./KitchenPage.tsx").then((m) => m.KitchenPage));
