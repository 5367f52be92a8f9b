/**
 * What Baffle knows of a word put to the table's vote, looked up once when the vote opens
 * and shown with it: whether it is a name (the proper-noun list the dictionary build makes
 * from the names and places it leaves out). A lookup that fails leaves the fact unknown:
 * a vote never waits on it. And the other lookups a table's frame makes in KV: its
 * language's dictionary, the proper-noun list.
 */
import { usesProperNouns } from "../game/house-rules.ts";
import type { GameDictionary } from "../game/match-state.ts";
import type { Lexicon } from "../game/rules.ts";
import { properNouns, wordDesk } from "../words/desk.ts";
import type { ClientMessage, Language, Settings, WordFacts } from "../protocol.ts";

/** The facts of `word` at a table in `language`. */
export async function wordFacts(kv: KVNamespace, word: string, language: Language = "en"): Promise<WordFacts> {
  const facts: WordFacts = {};
  // The proper-noun list is English's (names of people and places are shared by the
  // Latin-script languages, but their lists were never checked against them).
  if (language !== "en") return facts;
  const proper = await properNouns(kv);
  if (proper?.has(word)) facts.properNoun = true;
  return facts;
}

/**
 * The dictionary of the table's language (`languageNow` read afresh), which decides every
 * round this event may start and every word it may check. Loaded once per isolate and
 * language (src/words/desk.ts); should the host change the language while it loads, the
 * new language's is loaded instead.
 */
export async function tableDictionary(kv: KVNamespace, languageNow: () => Language): Promise<GameDictionary> {
  for (;;) {
    const language = languageNow();
    const dict = await wordDesk(kv, language);
    if (languageNow() === language) return dict;
  }
}

/**
 * What a frame needs from KV beyond the dictionary: the proper-noun list for a word at a
 * table that allows them (only English tables do; settings cannot change mid-round), the
 * facts of a word put to the vote.
 */
export async function lookupsFor(kv: KVNamespace, msg: ClientMessage, settings: Settings | undefined): Promise<{ names: Lexicon | null; facts: WordFacts }> {
  const names = msg.type === "word" && usesProperNouns(settings) ? await properNouns(kv) : null;
  const facts = msg.type === "houseWord" ? await wordFacts(kv, msg.word, settings?.language) : {};
  return { names, facts };
}
