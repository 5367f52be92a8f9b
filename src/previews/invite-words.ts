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

const tag = {
  en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", it: "it-IT", nl: "nl-NL", pt: "pt-BR", sv: "sv-SE", ru: "ru-RU",
} as const satisfies Record<Language, string>;

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

/** Swedish's genitive of a name: Annas, but Lars and Max as they are (a name ending in s, x or z). */
function swedishGenitive(name: string): string {
  return /[sxz]$/i.test(name) ? name : `${name}s`;
}

/** Russian plural form of a count: one (1, 21), few (2–4, 22), many (5–20, 0). */
function russian(n: number, one: string, few: string, many: string): string {
  const form = new Intl.PluralRules(tag.ru).select(n);
  return `${num("ru", n)} ${form === "one" ? one : form === "few" ? few : many}`;
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
  it: {
    locale: "it_IT",
    rounds: (n) => `${num("it", n)} round`, // invariable, as the client says it
    target: (n) => `fino a ${num("it", n)} punti`,
    hostsTable: (host) => `Unisciti al tavolo di ${host}`,
    anyTable: "Unisciti a un tavolo di Baffle",
    colon: ": ",
    ranked: "Un tavolo di Baffle classificato",
    standardRules: (rules) => `Regole standard: ${rules}.`,
    seated: (n) => `${num("it", n)} ${one("it", n) ? "giocatore seduto" : "giocatori seduti"}.`,
    finished: "La partita è finita; l’host può iniziarne un’altra.",
    tagline: "Baffle, la caccia alle parole in tempo reale.",
  },
  nl: {
    locale: "nl_NL",
    rounds: (n) => `${num("nl", n)} ${one("nl", n) ? "ronde" : "rondes"}`,
    target: (n) => `tot ${num("nl", n)} punten`,
    hostsTable: (host) => `Schuif aan bij de tafel van ${host}`,
    anyTable: "Schuif aan bij een Baffle-tafel",
    colon: ": ",
    ranked: "Een Baffle-tafel voor de ranglijst",
    standardRules: (rules) => `Standaardregels: ${rules}.`,
    seated: (n) => `${num("nl", n)} ${one("nl", n) ? "speler zit" : "spelers zitten"} aan tafel.`,
    finished: "De partij is voorbij; de gastheer of gastvrouw kan een nieuwe beginnen.",
    tagline: "Baffle, woordjacht in realtime.",
  },
  pt: {
    locale: "pt_BR",
    rounds: (n) => `${num("pt", n)} ${one("pt", n) ? "rodada" : "rodadas"}`,
    target: (n) => `até ${num("pt", n)} pontos`,
    hostsTable: (host) => `Entre na mesa de ${host}`,
    anyTable: "Entre numa mesa de Baffle",
    colon: ": ",
    ranked: "Uma mesa ranqueada de Baffle",
    standardRules: (rules) => `Regras padrão: ${rules}.`,
    seated: (n) => `${num("pt", n)} ${one("pt", n) ? "jogador sentado" : "jogadores sentados"}.`,
    finished: "A partida terminou; quem criou a mesa pode começar outra.",
    tagline: "Baffle, a caça-palavras em tempo real.",
  },
  sv: {
    locale: "sv_SE",
    rounds: (n) => `${num("sv", n)} ${one("sv", n) ? "omgång" : "omgångar"}`,
    target: (n) => `till ${num("sv", n)} poäng`,
    hostsTable: (host) => `Sätt dig vid ${swedishGenitive(host)} bord`,
    anyTable: "Sätt dig vid ett Baffle-bord",
    colon: ": ",
    ranked: "Ett rankat Baffle-bord",
    standardRules: (rules) => `Standardregler: ${rules}.`,
    seated: (n) => `${num("sv", n)} spelare sitter vid bordet.`, // spelare is the same in the plural
    finished: "Matchen är slut; den som leder bordet kan starta en ny.",
    tagline: "Baffle, ordjakt i realtid.",
  },
  ru: {
    locale: "ru_RU",
    rounds: (n) => russian(n, "раунд", "раунда", "раундов"),
    target: (n) => `до ${russian(n, "очка", "очков", "очков")}`,
    hostsTable: (host) => `Садитесь за стол игрока ${host}`,
    anyTable: "Садитесь за стол Baffle",
    colon: ": ",
    ranked: "Рейтинговый стол Baffle",
    standardRules: (rules) => `Стандартные правила: ${rules}.`,
    seated: (n) => `За столом: ${russian(n, "игрок", "игрока", "игроков")}.`,
    finished: "Матч окончен; хозяин стола может начать новый.",
    tagline: "Baffle — охота за словами в реальном времени.",
  },
};

/** The invite's words in `language`. */
export function inviteWords(language: Language): InviteWords {
  return WORDS[language];
}
