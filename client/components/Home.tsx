/**
 * The front door, phone first: your name and the two ways to play (Create table, the one
 * primary action, and Play with bots) fit the first screen of a small phone; the table's
 * settings (the words' language first, the page's by default) are one tap away in a closed panel, then ranked, practice and how to play.
 * Creating a table asks the Worker for one, then goes to its link and takes the first seat.
 */
import { useSignal } from "@preact/signals";
import { DEFAULT_SETTINGS } from "../../src/protocol/values.ts";
import type { Settings } from "../../src/protocol.ts";
import { navigate } from "../state/route.ts";
import { pendingJoin } from "../state/pending.ts";
import { savedName, saveName } from "../state/storage.ts";
import { lazyComponent } from "../lazy.tsx";
import { HouseRules } from "./HouseRules.tsx";
import { Logo } from "./Logo.tsx";
import { NameField } from "./NameField.tsx";
import { fitName } from "../state/names.ts";
import { BotsChoice } from "./BotsChoice.tsx";
import { RankedEntry } from "../ranked/RankedEntry.tsx";
import { PracticeCard } from "../solo/PracticeCard.tsx";
import { LearnCard } from "../learn/LearnCard.tsx";
import { KitchenCard } from "../kitchen/KitchenCard.tsx";
import { DailyCard } from "../daily/DailyCard.tsx";
import { ArenaCard } from "../arena/ArenaCard.tsx";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { t } from "../i18n/index.ts";
import { ThemeSwitch } from "./ThemeSwitch.tsx";
import { sensiblePatch } from "../../src/game/house-rules.ts";
import { startingLanguage } from "../state/language.ts";

/** The board and level choices sit in the closed rules editor: their code comes with it. */
/** "Back to your table" asks the server first; its code comes while it asks. */
const BackToTable = lazyComponent(() => import("./BackToTable.tsx").then((m) => m.BackToTable), true);
/** The rules in a few lines, at the foot of the page: they come just after it. */
const HowToPlay = lazyComponent(() => import("./HowToPlay.tsx").then((m) => m.HowToPlay), true);
const SettingsChoices = lazyComponent(() => import("./SettingsChoices.tsx").then((m) => m.SettingsChoices), true);

/** Home page: name, table options, "Create table", "Play with bots", how to play. */
export function Home() {
  const name = useSignal(savedName());
  const settings = useSignal<Settings>({ ...DEFAULT_SETTINGS, language: startingLanguage() });
  // The words in the language the page speaks, following the language switch, until the
  // player picks one in the settings (the host can change it again in the lobby).
  const languagePicked = useSignal(false);
  const current = (): Settings => (languagePicked.value ? settings.value : { ...settings.value, language: startingLanguage() });
  const busy = useSignal(false);
  /** How many computer players "Play with bots" seats (their level is the table's setting). */
  const bots = useSignal(1);
  const problem = useSignal<string | null>(null);

  // Completed so the table takes it (big points bring a 4-letter minimum, src/game/house-rules.ts).
  const set = (patch: Partial<Settings>) => {
    if (patch.language !== undefined) languagePicked.value = true;
    const now = current();
    settings.value = { ...now, ...sensiblePatch(now, patch) };
  };

  async function create(playWithBots: boolean) {
    // Alone with computer players there is nobody to introduce yourself to: a name is offered.
    const trimmed = fitName(name.value) || (playWithBots ? t("table.defaultName") : "");
    if (!trimmed) {
      problem.value = t("home.nameFirst");
      document.getElementById("name")?.focus();
      return;
    }
    if (name.value.trim()) saveName(trimmed);
    busy.value = true;
    problem.value = null;
    try {
      const res = await fetch("/api/tables", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(playWithBots ? { settings: current(), playWithBots: bots.value } : { settings: current() }),
      });
      if (!res.ok) throw new Error(t("errors.httpStatus", { status: res.status }));
      const created = (await import("../state/answers.ts")).readCreated(await res.json());
      if (!created) throw new Error(t("errors.httpStatus", { status: res.status }));
      const { tableId } = created;
      pendingJoin.set(tableId, trimmed);
      navigate(`/t/${tableId}`);
    } catch (err) {
      problem.value = t("home.createFailed", { why: (err as Error).message });
    } finally {
      busy.value = false;
    }
  }

  const s = current();
  return (
    <main class="page home">
      <header class="hero">
        <Logo />
        <p class="tagline">{t("home.tagline")}</p>
      </header>
      <BackToTable />
      <form
        class="card"
        onSubmit={(e) => {
          e.preventDefault();
          void create(false);
        }}
      >
        <NameField id="name" name={name} />
        {problem.value && (
          <p class="problem" role="alert">
            {problem.value}
          </p>
        )}
        <div class="actions">
          <button type="submit" class="primary" disabled={busy.value}>
            {t("home.create")}
          </button>
          <button type="button" disabled={busy.value} onClick={() => void create(true)}>
            {t("home.playWithBots")}
          </button>
        </div>
        <BotsChoice count={bots.value} level={s.bots} onCount={(n) => (bots.value = n)} onLevel={(level) => set({ bots: level })} />
        <HouseRules settings={s} onChange={set}>
          <SettingsChoices settings={s} onChange={set} />
        </HouseRules>
      </form>
      <ArenaCard />
      <DailyCard />
      <RankedEntry />
      <PracticeCard />
      <LearnCard />
      <KitchenCard />
      <HowToPlay />
      {/* At the foot, not the top: the name field stays the first stop of Tab (keyboard.test.ts). */}
      <div class="page-footer">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
    </main>
  );
}
