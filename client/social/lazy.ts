/** The social pages' entry for the main bundle: they are loaded only when one is opened. */
import { lazyComponent } from "../lazy.tsx";

export const SocialPages = lazyComponent(() => import("./SocialPages.tsx").then((m) => m.SocialPages));
/** "You and your friends", loaded with the daily and arena results that show it. */
export const FriendsBoard = lazyComponent(() => import("./FriendsBoard.tsx").then((m) => m.FriendsBoard));
