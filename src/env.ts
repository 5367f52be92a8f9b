/** The bindings the Worker is given (see wrangler.toml). */
export interface Env {
  /** Holds the dictionary DAWG under the key `words.dawg`. */
  DICT: KVNamespace;
  /** The built client (dist/client), served as static assets. */
  ASSETS: Fetcher;
  /** The git commit this build was deployed from (set by `npm run deploy`); "dev" locally. */
  BAFFLE_VERSION?: string;
  /**
   * The key of the daily board (src/daily/): the day's board is HMAC-SHA256 of its date
   * under it, and start tokens are signed with it. A Worker secret in production
   * (`npm run deploy` creates it); a fixed local value for `npm start` and the tests.
   */
  DAILY_SECRET?: string;
}
