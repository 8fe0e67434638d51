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

/**
 * The key a caller's address is counted under. An IPv4 address is one key; IPv6 is counted per
 * /64 network, because a single home or server is given a whole /64 and could otherwise take a
 * fresh address, and a fresh allowance, for every request.
 *
 * @example
 * rateLimitKey('2001:db8:1:2::5');    // '2001:db8:1:2::/64'
 * rateLimitKey('::ffff:203.0.113.7'); // '203.0.113.7'
 */
export function rateLimitKey(address: string): string {
  const plain = address.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
