/**
 * A per-connection budget of messages (a token bucket): a burst of `burst` frames, then
 * `perSecond` a second. It lives in memory beside the socket; if the object hibernates
 * the bucket starts full again, which only ever errs on the side of a real player.
 */
export class MessageBudget {
  private tokens: number;
  private at: number;
  /**
   * Refused frames, less one for each frame allowed since: it only climbs while a
   * client keeps sending faster than twice the refill, and such a connection is closed.
   */
  strikes = 0;

  constructor(private readonly burst = 30, private readonly perSecond = 10, now = Date.now()) {
    this.tokens = burst;
    this.at = now;
  }

  /** Spend one message; false when the budget is exhausted. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = Math.max(0, this.strikes - 1);
      return true;
    }
    this.strikes += 1;
    return false;
  }
}
