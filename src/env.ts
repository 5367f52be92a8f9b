/** The bindings the Worker is given (see wrangler.toml). */
export interface Env {
  /** Holds the dictionary DAWG under the key `words.dawg`. */
  DICT: KVNamespace;
  /** The built client (dist/client), served as static assets. */
  ASSETS: Fetcher;
  /** The git commit this build was deployed from (set by `npm run deploy`); "dev" locally. */
  BAFFLE_VERSION?: string;
}
