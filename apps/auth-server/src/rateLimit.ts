interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key (an IP address, or one shared key): `capacity` requests may arrive at
 * once, then `refillPerSecond` more are allowed each second. This is how GoTrue's limiter
 * (tollbooth) spreads "N per five minutes" with a burst.
 *
 * @example
 * const limiter = createRateLimiter({ capacity: 30, refillPerSecond: 150 / 300 });
 * if (!limiter.take('127.0.0.1')) respondWith429();
 */
export function createRateLimiter({
  capacity,
  refillPerSecond,
  maxKeys = 100_000,
  now = () => Date.now(),
}: {
  capacity: number;
  refillPerSecond: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const buckets = new Map<string, Bucket>();

  function current(key: string): Bucket {
    const time = now();
    let bucket = buckets.get(key);
    if (!bucket) {
      // Bound memory under a flood of addresses: forget the oldest key (a Map keeps insertion order).
      if (buckets.size >= maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      bucket = { tokens: capacity, updatedAt: time };
      buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, time - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
    bucket.updatedAt = time;
    return bucket;
  }

  return {
    /** True when `take` would succeed; spends nothing. */
    available(key: string): boolean {
      return current(key).tokens >= 1;
    },
    /** Uses one request's worth of allowance; false when none is left. */
    take(key: string): boolean {
      const bucket = current(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Drops buckets that have filled up again, so idle addresses cost no memory. */
    prune(): void {
      for (const [key] of buckets) {
        if (current(key).tokens >= capacity) buckets.delete(key);
      }
    },
    get size(): number {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
