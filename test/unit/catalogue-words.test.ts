/**
 * Words every catalogue must get right beyond its plurals (plurals.test.ts):
 * - WCAG's "label in name": the home link shows the word BAFFLE and is named by
 *   `app.homeLink`, so that name holds "Baffle" as a word of its own (axe's
 *   label-content-name-mismatch found Swedish "Baffles startsida"; a voice user says
 *   what they see);
 * - a place shared in a round is said in words: the review's first line names the place
 *   and the count, never the score sheet's "=1st".
 */
import { expect, test } from "vitest";
import { LOCALES, type Catalogue, type Locale } from "../../client/i18n/index.ts";
import en from "../../client/i18n/messages/en.ts";
import enPages from "../../client/i18n/messages/en-pages.ts";
import enAfterRound from "../../client/i18n/messages/en-after-round.ts";
import de from "../../client/i18n/messages/de.ts";
import fr from "../../client/i18n/messages/fr.ts";
import es from "../../client/i18n/messages/es.ts";
import it from "../../client/i18n/messages/it.ts";
import nl from "../../client/i18n/messages/nl.ts";
import pt from "../../client/i18n/messages/pt.ts";
import sv from "../../client/i18n/messages/sv.ts";
import ru from "../../client/i18n/messages/ru.ts";

const CATALOGUES: Record<Locale, Catalogue> = { en: { ...en, ...enPages, ...enAfterRound }, de, fr, es, it, nl, pt, sv, ru };

test.each(LOCALES)("%s: the home link's name holds the word it shows, Baffle", (lang) => {
  expect(CATALOGUES[lang]["app.homeLink"]).toMatch(/(^|[^\p{L}])Baffle($|[^\p{L}])/u);
});

test.each(LOCALES)("%s: a shared place reads in words, with the place and the count", (lang) => {
  const text = CATALOGUES[lang]["review.you.placeShared"]({ place: "PLACE", of: 7 });
  expect(text).toContain("PLACE");
  expect(text).toContain("7");
  expect(text).not.toMatch(/=/);
  expect(text).not.toBe(CATALOGUES[lang]["review.you.place"]({ place: "PLACE", of: 7 }));
});
