/**
 * The labelled "Name" field shared by the home page, the join form and the daily page.
 * It never cuts what is typed (a field's maxlength counts UTF-16 units, so it would
 * split an emoji and cut a name mid-word): a name longer than the server allows is
 * shortened at a word's end with an ellipsis (client/state/names.ts), and the field says
 * so, with the name the others will see, before anything is sent.
 */
import type { Signal } from "@preact/signals";
import { MAX_NAME_GRAPHEMES } from "../../src/protocol/values.ts";
import { t } from "../i18n/index.ts";
import { fitName, nameTooLong } from "../state/names.ts";

/** A player's display name, bound to `name`. */
export function NameField({ id, name }: { id: string; name: Signal<string> }) {
  const long = nameTooLong(name.value);
  return (
    <div class="field">
      <label for={id}>{t("name.label")}</label>
      <input
        id={id}
        name="name"
        autocomplete="nickname"
        placeholder={t("name.placeholder")}
        value={name.value}
        aria-describedby={long ? `${id}-long` : undefined}
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
      {long && (
        <p id={`${id}-long`} class="hint small" role="status">
          {t("name.shortened", { max: MAX_NAME_GRAPHEMES, name: fitName(name.value) })}
        </p>
      )}
    </div>
  );
}
