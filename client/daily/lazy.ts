/** The daily board's entry for the main bundle: its page is loaded only when /daily is opened. */
import { lazyComponent } from "../lazy.tsx";

export const DailyPages = lazyComponent(() => import("./DailyPage.tsx").then((m) => m.DailyPage));
