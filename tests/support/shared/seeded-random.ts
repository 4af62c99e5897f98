/**
 * A small seeded generator for fuzz tests: the same seed gives the same cases, so a failure is
 * reproducible from the seed and the case number the test prints. Code for both the workerd
 * and the node tests, so it imports nothing.
 */
export type Rng = () => number;

/** mulberry32: small, fast and deterministic. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const chance = (rng: Rng, p: number) => rng() < p;

/** One of `choices` with probability proportional to its weight. */
export function weighted<T>(rng: Rng, choices: ReadonlyArray<readonly [weight: number, value: T]>): T {
  const total = choices.reduce((sum, [w]) => sum + w, 0);
  let r = rng() * total;
  for (const [w, value] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![1];
}
