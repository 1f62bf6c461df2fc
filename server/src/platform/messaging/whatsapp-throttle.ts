// Outgoing calls kept within the Cloud API's documented limits (issue 33), so WhatsApp rarely has to
// refuse one: a number's throughput (80 messages a second, inbound included: error 130429) and the
// pair rate to one person (one message every 6 s, bursts borrowing from later: error 131056).
// A token bucket per limit; a call that would wait too long is not held: the caller is told how
// long to wait (the reply job re-queues itself). Per process: several servers each keep their own,
// and WhatsApp's own refusals (whatsapp-errors.ts) cover what they share.
// Not bottleneck: it only resolves here as another package's dependency, and this is all we need.

export interface BucketLimits {
  /** Calls that may go at once before any wait. */
  burst: number;
  /** Calls a second once the burst is spent. */
  perSecond: number;
}

/** A token bucket that lends: taking always succeeds and says how long to wait first. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly limits: BucketLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limits.burst;
    this.updatedAt = now();
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.limits.perSecond);
    this.updatedAt = now;
  }

  /** The wait (ms) before a call taken now may go. */
  peek(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : ((1 - this.tokens) / this.limits.perSecond) * 1000;
  }

  /** Takes a call's token; returns the wait (ms) before it may go. */
  take(): number {
    const wait = this.peek();
    this.tokens -= 1;
    return wait;
  }

  /** Full again and idle: safe to forget. */
  isIdle(): boolean {
    this.refill();
    return this.tokens >= this.limits.burst;
  }
}

export interface ThrottleLimits {
  number: BucketLimits;
  recipient: BucketLimits;
  /** A call that would wait longer than this is refused with the wait instead (ms). */
  maxWaitMs: number;
}

/**
 * Half the documented default throughput (inbound messages count against it too), and a burst of 10
 * to one person (WhatsApp allows 45) refilling at the documented one message per 6 s.
 */
export const WHATSAPP_THROTTLE: ThrottleLimits = {
  number: { burst: 40, perSecond: 40 },
  recipient: { burst: 10, perSecond: 1 / 6 },
  maxWaitMs: 10_000,
};

/** Recipients remembered before the idle ones are forgotten. */
const RECIPIENTS_KEPT = 10_000;

export type ThrottleResult = { go: true } | { go: false; retryAfterMs: number };

export class WhatsAppThrottle {
  private readonly number: TokenBucket;
  private readonly recipients = new Map<string, TokenBucket>();

  constructor(
    private readonly limits: ThrottleLimits = WHATSAPP_THROTTLE,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.number = new TokenBucket(limits.number, now);
  }

  private recipient(to: string): TokenBucket {
    let bucket = this.recipients.get(to);
    if (!bucket) {
      if (this.recipients.size >= RECIPIENTS_KEPT) {
        for (const [key, old] of this.recipients) if (old.isIdle()) this.recipients.delete(key);
      }
      bucket = new TokenBucket(this.limits.recipient, this.now);
      this.recipients.set(to, bucket);
    }
    return bucket;
  }

  /**
   * Waits until a call may go (to this recipient, when `to` is given: an upload is not a message
   * to anyone), or says how long to come back after when that would be longer than maxWaitMs.
   */
  async acquire(to: string | null): Promise<ThrottleResult> {
    const recipient = to === null ? null : this.recipient(to);
    const wait = Math.max(recipient?.peek() ?? 0, this.number.peek());
    if (wait > this.limits.maxWaitMs) return { go: false, retryAfterMs: Math.ceil(wait) };
    const taken = Math.max(recipient?.take() ?? 0, this.number.take());
    if (taken > 0) await this.sleep(taken);
    return { go: true };
  }
}
