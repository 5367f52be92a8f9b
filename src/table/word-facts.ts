/**
 * What Baffle knows of a word put to the table's vote, looked up once when the vote opens
 * and shown with it: whether it is a name (the proper-noun list the dictionary build makes
 * from the names and places it leaves out). A lookup that fails leaves the fact unknown:
 * a vote never waits on it.
 */
import { properNouns } from "../words/desk.ts";
import type { Language, WordFacts } from "../protocol.ts";

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
