/** The labelled "Name" field shared by the home page and the join form. */
import type { Signal } from "@preact/signals";
import { t } from "../i18n/index.ts";

/** A player's display name, bound to `name`; at most 20 characters like the server's rule. */
export function NameField({ id, name }: { id: string; name: Signal<string> }) {
  return (
    <div class="field">
      <label for={id}>{t("name.label")}</label>
      <input
        id={id}
        name="name"
        autocomplete="nickname"
        maxLength={20}
        placeholder={t("name.placeholder")}
        value={name.value}
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
    </div>
  );
}
