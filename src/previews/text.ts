/**
 * What a link shows when it is pasted into a chat: the Open Graph and Twitter-card tags
 * for the home page, a table's invite, a results page and the daily board. Pure: the
 * routes (routes.ts) read the table or the results and pass them in; every text that
 * came from a player (a name) is escaped before it goes into the page.
 */
import type { ResultsResponse, Settings } from "../protocol.ts";
import { inviteWords } from "./invite-words.ts";

/** A link preview's text. */
export interface Preview {
  title: string;
  description: string;
  /** The page's `og:locale`: an invite speaks its table's language ("de_DE"). */
  locale?: string;
}

/** What a table's Durable Object tells about itself for its invite link. */
export interface TableInvite {
  /** The host's name, or null while nobody is seated. */
  host: string | null;
  settings: Settings;
  ranked: boolean;
  /** People seated now. */
  players: number;
  finished: boolean;
}

const TAGLINE = "A real-time word hunt for two to eight players: trace words through touching letter dice, and score what the others miss.";

/** The home page's preview. */
export function homePreview(): Preview {
  return { title: "Baffle: a real-time word hunt", description: TAGLINE };
}

/** "3 rounds, 4×4" and the like, from a table's settings, in the table's language. */
export function settingsText(s: Settings): string {
  const words = inviteWords(s.language);
  const board = s.board.replace("x", "×");
  return `${s.target ? words.target(s.target) : words.rounds(s.rounds)}, ${board}`;
}

/**
 * A table invite's preview, in the table's language ("Join Hannah's table: 3 rounds, 4×4",
 * "Einladung an Hannahs Tisch: 3 Runden, 4×4"); a generic English one for an unknown table.
 */
export function invitePreview(invite: TableInvite | null): Preview {
  if (!invite) return { title: "Join a Baffle table", description: TAGLINE };
  const words = inviteWords(invite.settings.language);
  const locale = words.locale;
  if (invite.ranked) return { title: words.ranked, description: words.standardRules(settingsText(invite.settings)), locale };
  const seated = invite.players === 0 ? "" : ` ${words.seated(invite.players)}`;
  return {
    title: `${invite.host ? words.hostsTable(invite.host) : words.anyTable}${words.colon}${settingsText(invite.settings)}`,
    description: `${invite.finished ? words.finished : words.tagline}${seated}`,
    locale,
  };
}

/** A finished match's preview: who won, and the totals. */
export function resultsPreview(results: ResultsResponse | null): Preview {
  if (!results || results.standings.length === 0) return { title: "Baffle results", description: TAGLINE };
  const top = results.standings.filter((s) => s.rank === 1).map((s) => s.name);
  const won = top.length === 1 ? `${top[0]} won` : `${top.join(" and ")} shared first place`;
  return {
    title: `Baffle results: ${won}`,
    description: results.standings.slice(0, 8).map((s) => `${s.name} ${s.total}`).join(" · "),
  };
}

/** The daily board's preview. */
export function dailyPreview(number: number, date: string): Preview {
  return {
    title: `Baffle #${number}: today's board`,
    description: `The daily board for ${date}: one 4×4 board, the same for everyone. Three minutes, one scored try. How many words can you find?`,
  };
}

/** HTML-escape text for an attribute value. */
function attr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The meta tags for a preview of `url`, with `image` (absolute URLs). */
export function metaTags(p: Preview, url: string, image: string): string {
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Baffle"],
    ...(p.locale ? [["property", "og:locale", p.locale] as [string, string, string]] : []),
    ["property", "og:title", p.title],
    ["property", "og:description", p.description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", p.title],
    ["name", "twitter:description", p.description],
    ["name", "twitter:image", image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${attr(content)}" />`).join("\n");
}

/** The arena page's preview, with how many are playing when anyone is. */
export function arenaPreview(online: number): Preview {
  const now = online > 0 ? ` ${online.toLocaleString("en")} ${online === 1 ? "player" : "players"} online now.` : "";
  return {
    title: "Baffle arena: play now with everyone",
    description: `One board for everyone online, a new round every two and a half minutes: find more words than the crowd.${now}`,
  };
}

/** A finished arena round's preview: who came first, of how many, and the top scores. */
export function arenaRoundPreview(round: { number: number; players: number; top: { name: string; points: number; place: number }[] } | null): Preview {
  if (!round || round.top.length === 0) return { title: "Baffle arena results", description: "One board for everyone online, a new round every two and a half minutes." };
  const first = round.top.filter((e) => e.place === 1).map((e) => e.name);
  const won = first.length === 1 ? `${first[0]} came first` : `${first.join(" and ")} shared first place`;
  return {
    title: `Baffle arena round ${round.number}: ${won}`,
    description: `${round.players.toLocaleString("en")} ${round.players === 1 ? "player" : "players"} · ${round.top.slice(0, 5).map((e) => `${e.name} ${e.points}`).join(" · ")}`,
  };
}

/** An arena event's preview: its podium, or what it is while nobody has scored. */
export function arenaEventPreview(event: { kind: "sprint" | "marathon"; players: number; podium: { name: string; points: number; place: number }[] } | null): Preview {
  const what = event?.kind === "marathon" ? "Baffle arena marathon" : "Baffle arena sprint";
  if (!event || event.podium.length === 0) return { title: what, description: "A tournament on the arena's shared board: points for every round by where you place, doubled on a streak." };
  const first = event.podium.filter((e) => e.place === 1).map((e) => e.name);
  return {
    title: `${what}: ${first.length === 1 ? `${first[0]} won` : `${first.join(" and ")} shared first place`}`,
    description: `${event.players.toLocaleString("en")} ${event.players === 1 ? "player" : "players"} · ${event.podium.map((e) => `${e.place}. ${e.name} ${e.points}`).join(" · ")}`,
  };
}
