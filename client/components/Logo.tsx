/** The word "Baffle" spelled on dice; decorative, so the heading text carries the name. */
import { t } from "../i18n/index.ts";

export function Logo({ small }: { small?: boolean }) {
  return (
    <h1 class={small ? "logo small" : "logo"} aria-label={t("common.appName")}>
      {[..."BAFFLE"].map((c, i) => (
        <span key={i} class="logo-die" aria-hidden="true" style={{ "--tilt": `${((i * 37) % 9) - 4}deg` }}>
          {c}
        </span>
      ))}
    </h1>
  );
}
