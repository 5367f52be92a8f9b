/**
 * An invite's preview in the table's own language: a German table's link pasted into a
 * chat reads "Einladung an Hannahs Tisch: 3 Runden, 4×4", whatever language the host's
 * browser speaks. The server writes these (a chat's link unfurler runs no client), so
 * they live here rather than in the client's catalogue. Numbers and plurals go through
 * `Intl` for the language; names are used as typed (escaping is metaTags' job).
 */
import type { Language } from "../protocol.ts";

/** Everything an invite's preview says, in one language. */
export interface InviteWords {
  /** The `og:locale` of the page ("de_DE"). */
  locale: string;
  /** "3 rounds", "1 round". */
  rounds(n: number): string;
  /** "to 100 points". */
  target(n: number): string;
  /** "Join Hannah's table". */
  hostsTable(host: string): string;
  /** "Join a Baffle table". */
  anyTable: string;
  /** Between the title and the rules: ": ", or French's " : ". */
  colon: string;
  /** A ranked table's title. */
  ranked: string;
  /** A ranked table's description, around its rules. */
  standardRules(rules: string): string;
  /** "2 players seated." */
  seated(n: number): string;
  /** The description of a table whose match is over. */
  finished: string;
  /** The description of a table still to play. */
  tagline: string;
}

const tag = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES" } as const satisfies Record<Language, string>;

/** Whether `n` takes the singular in `language` (French: 0 and 1; the others: 1). */
function one(language: Language, n: number): boolean {
  return new Intl.PluralRules(tag[language]).select(n) === "one";
}

function num(language: Language, n: number): string {
  return new Intl.NumberFormat(tag[language]).format(n);
}

/** German's genitive of a name: Hannahs, but Max' and Hans' (a name ending in an s sound). */
function germanGenitive(name: string): string {
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}’` : `${name}s`;
}

/** French's "de" before a name: d’Anne, de Hannah (a vowel elides; h is left as it is). */
function frenchOf(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

const WORDS: Readonly<Record<Language, InviteWords>> = {
  en: {
    locale: "en_GB",
    rounds: (n) => `${num("en", n)} ${one("en", n) ? "round" : "rounds"}`,
    target: (n) => `to ${num("en", n)} points`,
    hostsTable: (host) => `Join ${host}'s table`,
    anyTable: "Join a Baffle table",
    colon: ": ",
    ranked: "A ranked Baffle table",
    standardRules: (rules) => `Standard rules: ${rules}.`,
    seated: (n) => `${num("en", n)} ${one("en", n) ? "player" : "players"} seated.`,
    finished: "The match is over; the host can start another.",
    tagline: "Baffle, a real-time word hunt.",
  },
  de: {
    locale: "de_DE",
    rounds: (n) => `${num("de", n)} ${one("de", n) ? "Runde" : "Runden"}`,
    target: (n) => `bis ${num("de", n)} Punkte`,
    hostsTable: (host) => `Einladung an ${germanGenitive(host)} Tisch`,
    anyTable: "Einladung an einen Baffle-Tisch",
    colon: ": ",
    ranked: "Ein gewerteter Baffle-Tisch",
    standardRules: (rules) => `Standardregeln: ${rules}.`,
    seated: (n) => `${num("de", n)} ${one("de", n) ? "Person sitzt" : "Personen sitzen"} am Tisch.`,
    finished: "Das Spiel ist vorbei; wer den Tisch leitet, kann ein neues beginnen.",
    tagline: "Baffle, die Wortjagd in Echtzeit.",
  },
  fr: {
    locale: "fr_FR",
    rounds: (n) => `${num("fr", n)} ${one("fr", n) ? "manche" : "manches"}`,
    target: (n) => `jusqu’à ${num("fr", n)} points`,
    hostsTable: (host) => `Invitation à la table ${frenchOf(host)}`,
    anyTable: "Invitation à une table de Baffle",
    colon: "\u202f: ",
    ranked: "Une table classée de Baffle",
    standardRules: (rules) => `Règles standard\u202f: ${rules}.`,
    seated: (n) => `${num("fr", n)} ${one("fr", n) ? "joueur est assis" : "joueurs sont assis"} à la table.`,
    finished: "La partie est finie\u202f; l’hôte peut en lancer une autre.",
    tagline: "Baffle, la chasse aux mots en temps réel.",
  },
  es: {
    locale: "es_ES",
    rounds: (n) => `${num("es", n)} ${one("es", n) ? "ronda" : "rondas"}`,
    target: (n) => `hasta ${num("es", n)} puntos`,
    hostsTable: (host) => `Invitación a la mesa de ${host}`,
    anyTable: "Invitación a una mesa de Baffle",
    colon: ": ",
    ranked: "Una mesa de Baffle clasificatoria",
    standardRules: (rules) => `Reglas estándar: ${rules}.`,
    seated: (n) => `${num("es", n)} ${one("es", n) ? "jugador sentado" : "jugadores sentados"}.`,
    finished: "La partida ha terminado; el anfitrión puede empezar otra.",
    tagline: "Baffle, la búsqueda de palabras en tiempo real.",
  },
};

/** The invite's words in `language`. */
export function inviteWords(language: Language): InviteWords {
  return WORDS[language];
}
