/**
 * A small seeded random generator (mulberry32), so that generated test and benchmark content is the same on
 * every run: the synthetic help centres of the related-articles and search tests, and
 * `npm run content:generate`.
 */
export function seededRandom(seed: number, zipfExponent = 2.5) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  /** Zipf-like: early entries far more often than late ones, as words are in real text. */
  const zipf = <T>(list: readonly T[]) => list[Math.min(list.length - 1, Math.floor(list.length * next() ** zipfExponent))]!;
  return { next, int, pick, zipf };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
