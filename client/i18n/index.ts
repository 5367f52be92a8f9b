/**
 * The client's words. Every string a player sees is a key of the English catalogue
 * (messages/en.ts, and messages/en-pages.ts for the pages loaded on demand), keyed by
 * meaning and grouped by screen ("lobby.invite.title"), and is read with
 * `t(key, params)`. A message is a string, or a small function of typed parameters when
 * it holds a number, a name or a plural; those functions format through `Intl`
 * (format.ts). Other languages' catalogues have the type `Catalogue`, so TypeScript
 * refuses one with a key missing or a parameter wrong.
 *
 * `t` reads the `locale` signal, so a component that calls it while rendering renders
 * again when the language changes. English is always here: the main bundle carries
 * en.ts, and each on-demand chunk brings en-pages.ts with it (client/i18n/english-pages.ts).
 * Another language is one chunk (messages/de.ts…) with every key, fetched when chosen
 * (client/i18n/language.ts); a key it lacks at run time (it cannot at compile time) reads
 * in English.
 *
 * Adding a language to the client: write its catalogue, messages/<code>.ts (a `Catalogue`,
 * its vocabulary and form of address stated at the top), and add its code to LOCALES
 * (locale.ts); TypeScript then asks for the rest: its `Intl` tag (locale.ts), its chunk
 * (language.ts) and its name in itself (LanguageSwitch.tsx). The build lists its chunk for
 * the service worker by itself.
 */
import en from "./messages/en.ts";
import type enPages from "./messages/en-pages.ts";
import type enAfterRound from "./messages/en-after-round.ts";
import { locale, type Locale } from "./locale.ts";

export { locale, LOCALES, type Locale } from "./locale.ts";
export { dateText, fromNow, list, momentText, monthText, names, num, percent, plural } from "./format.ts";

/** Every message, as English has it: the shape every language's catalogue must have. */
export type Catalogue = typeof en & typeof enPages & typeof enAfterRound;
export type MessageKey = keyof Catalogue;
/** What a message takes: nothing for a plain string, else its function's one argument. */
export type MessageParams<K extends MessageKey> = Catalogue[K] extends (params: infer P) => string ? [params: P] : [];

// Parameters are checked by `t`'s signature; stored, a message takes whatever its key takes.
type Message = string | ((params: never) => string);

/** English as loaded so far: en.ts, then en-pages.ts once a chunk that needs it arrives. */
const english: Partial<Record<MessageKey, Message>> = { ...en };
/** The other languages loaded so far. */
const catalogues: Partial<Record<Locale, Catalogue>> = {};

/** Add English messages that came with a chunk (client/i18n/english-pages.ts). */
export function addEnglish(messages: Partial<Catalogue>): void {
  Object.assign(english, messages);
}

/** Make a language's catalogue available (client/i18n/language.ts fetches it). */
export function addCatalogue(lang: Locale, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
}

/** Whether `lang`'s catalogue is here (English always is). */
export function hasCatalogue(lang: Locale): boolean {
  return lang === "en" || catalogues[lang] !== undefined;
}

/** Whether a message `key` is known (keys built from a server's codes may not be). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(english, key);
}

/** The message `key` in the language shown now. */
export function t<K extends MessageKey>(key: K, ...params: MessageParams<K>): string {
  const lang = locale.value;
  const message = ((lang !== "en" && (catalogues[lang]?.[key] as Message | undefined)) || english[key]) ?? key;
  return typeof message === "function" ? (message as (p: unknown) => string)(params[0]) : message;
}

/** "1st", "1.", "1er", "1.º": a place in the standings, in the language shown now. */
export function ordinal(n: number): string {
  return t("format.ordinal", { n });
}
