/**
 * Achievements on a profile: those the server's history confirms for the player (a week
 * of daily boards, every mode), and on the device that holds the profile also those
 * earned here (src/learn/achievements.ts, from the deck and the rounds this device
 * remembers). Nothing shows while loading, offline, or with none earned.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { earnedAchievements, type Achievement } from "../../src/learn/achievements.ts";
import { withServerHistory } from "../../src/learn/server-history.ts";
import type { Language } from "../../src/protocol.ts";
import "../i18n/english-pages.ts";
import "./me.css";
import { t } from "../i18n/index.ts";
import { onLearnChanged } from "./changed.ts";
import { serverFigures } from "./server-figures.ts";

export function ProfileAchievements({ playerId, mine, languages }: { playerId: string; mine: boolean; languages: readonly Language[] }) {
  const earned = useSignal<Achievement[]>([]);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const device = mine
        ? await import("./deck-store.ts").then(async (s) => {
          const [cards, rounds] = await Promise.all([s.allCards(), s.allRounds()]);
          return { list: earnedAchievements(rounds, s.deckProgress(cards, Date.now()), -new Date().getTimezoneOffset()), modes: new Set<string>(rounds.map((r) => r.mode)) };
        }).catch(() => ({ list: [] as Achievement[], modes: new Set<string>() }))
        : { list: [] as Achievement[], modes: new Set<string>() };
      const server = await serverFigures(languages, playerId).catch(() => null);
      if (live) earned.value = server ? withServerHistory(device.list, device.modes, server) : device.list;
    };
    void load();
    // On the device that holds the profile, a round remembered meanwhile (here or in another tab) counts at once.
    const stop = mine ? onLearnChanged(() => void load()) : () => undefined;
    return () => {
      live = false;
      stop();
    };
  }, [playerId, mine, languages.join()]);
  if (earned.value.length === 0) return null;
  return (
    <section class="card profile-achievements" aria-labelledby="profile-ach-title">
      <h2 id="profile-ach-title">{t("me.achievements")}</h2>
      <ul class="me-list">
        {earned.value.map((a) => (
          <li key={a} data-achievement={a}><span class="w">★ {t(`achievement.${a}`)}</span></li>
        ))}
      </ul>
    </section>
  );
}
