/**
 * Records keyed by what players typed (words, names). "constructor" is an English word
 * and "__proto__" or "toString" could be a name, so such a record is built in a `Map`
 * and handed on as a plain object of own properties (`Object.fromEntries`: RPC and
 * storage cannot clone an object without a prototype), and read only through its own
 * properties, never one inherited from `Object.prototype`.
 */

/** The value `record` holds itself at `key` (never one inherited from a prototype). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
