/**
 * The clients a test plays: their IP addresses, e-mail addresses and password. Code for both the
 * workerd tests and the browser tests, so it imports nothing.
 */

/**
 * A counter of client IPs, sent as CF-Connecting-IP. The site's limiters count per client IP and
 * storage is not reset between the tests of a file, so each request that must not share a budget
 * takes the next address. With a `prefix` (a documentation range such as "203.0.113.") a file
 * keeps to addresses of its own; without one the counter runs through 10.0.0.0/8.
 */
export function ipSequence(prefix?: string): () => string {
  let n = 0;
  return prefix === undefined ? () => clientIp(++n) : () => `${prefix}${++n}`;
}

/** The n-th address of 10.0.0.0/8, one for each request of a long run. */
export const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** An address no other test has used: rows outlive the test that wrote them. */
export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The test readers' password (better-auth wants at least 8 characters). */
export const PASSWORD = "correct horse battery";
