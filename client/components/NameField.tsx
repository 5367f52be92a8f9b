/** The labelled "Name" field shared by the home page and the join form. */
import type { Signal } from "@preact/signals";

/** A player's display name, bound to `name`; at most 20 characters like the server's rule. */
export function NameField({ id, name }: { id: string; name: Signal<string> }) {
  return (
    <div class="field">
      <label for={id}>Name</label>
      <input
        id={id}
        name="name"
        autocomplete="nickname"
        maxLength={20}
        placeholder="What should we call you?"
        value={name.value}
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
    </div>
  );
}
