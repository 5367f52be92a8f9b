/** The social chunk: the Friends page, a follow link's page and the leaderboards by period. */
import "../i18n/english-pages.ts";
import "../ranked/ranked.css";
import "./social.css";
import { FollowPage } from "./FollowPage.tsx";
import { FriendsPage } from "./FriendsPage.tsx";
import { LeadersPage } from "./LeadersPage.tsx";
import type { SocialRoute } from "./routes.ts";

export function SocialPages({ route }: { route: SocialRoute }) {
  if (route.page === "follow") return <FollowPage key={route.playerId} playerId={route.playerId} />;
  return route.page === "friends" ? <FriendsPage /> : <LeadersPage />;
}
