/**
 * A row of mutually exclusive options drawn as pills: real radio buttons under the
 * hood, so arrow keys, screen readers and form semantics work without extra code.
 */
import { t } from "../i18n/index.ts";

interface Props<T extends string | number> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: boolean;
  /** The usual option, marked as such. */
  usual?: T;
}

/** A labelled group of radio pills. */
export function Choice<T extends string | number>({ legend, name, options, value, label, onChange, disabled, usual }: Props<T>) {
  return (
    <fieldset class="choice" disabled={disabled}>
      <legend>{legend}</legend>
      <div class="pills">
        {options.map((o) => (
          <label key={String(o)} class={o === value ? "pill on" : "pill"}>
            <input
              type="radio"
              name={name}
              value={String(o)}
              checked={o === value}
              onChange={() => onChange(o)}
            />
            <span>
              {label(o)}
              {o === usual && <small class="usual">{t("common.usual")}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
