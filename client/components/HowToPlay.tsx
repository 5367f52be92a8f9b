/** The rules in a few lines, in our own words, for the home page. */
import { t } from "../i18n/index.ts";
import { Rich } from "../i18n/Rich.tsx";

const STEPS = ["howto.sameDice", "howto.chain", "howto.length", "howto.original", "howto.bots"] as const;

export function HowToPlay() {
  return (
    <section class="card howto" aria-labelledby="howto-title">
      <h2 id="howto-title">{t("howto.title")}</h2>
      <ol>
        {STEPS.map((key) => (
          <li key={key}>
            <Rich text={t(key)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
