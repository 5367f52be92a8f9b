/** The Learn and Me pages' entries for the main bundle: each page's chunk is loaded only when it is opened. */
import { lazyComponent } from "../lazy.tsx";

export const LearnPages = lazyComponent(() => import("./LearnPage.tsx").then((m) => m.LearnPage));
export const MePages = lazyComponent(() => import("./MePage.tsx").then((m) => m.MePage));
