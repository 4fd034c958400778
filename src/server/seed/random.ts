/**
 * Deterministic randomness for the demo seed: every area draws from its own named stream, so the
 * same scale (and the same reference day) always yields the same rows and ids, and a change in one
 * area does not shift the values of another.
 */

/** 32-bit hash of a string (cyrb53, folded), used to seed a stream from its name. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: a tiny, fast PRNG with a 32-bit state; returns integers in [0, 2^32). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");

export class Rng {
  private readonly next32: () => number;

  constructor(seed: number) {
    this.next32 = mulberry32(seed);
  }

  /** A stream named after what it generates, e.g. `Rng.stream("bookings")`. */
  static stream(name: string): Rng {
    return new Rng(hashString(`learning-platform-demo:${name}`));
  }

  /** Float in [0, 1). */
  next(): number {
    return this.next32() / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A value chosen with the given relative weights. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of options) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = options[options.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** A whole count spread between half and one and a half times `mean`. */
  count(mean: number): number {
    if (mean <= 0) return 0;
    const value = mean * this.between(0.5, 1.5);
    const whole = Math.floor(value);
    return whole + (this.chance(value - whole) ? 1 : 0);
  }

  /** A random (version 4, RFC 4122 variant) UUID drawn from this stream. */
  uuid(): string {
    const a = this.next32();
    const b = (this.next32() & 0xffff0fff) | 0x00004000;
    const c = (this.next32() & 0x3fffffff) | 0x80000000;
    const d = this.next32();
    const s = hex(a) + hex(b) + hex(c) + hex(d);
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** Deterministic id generator for one table: the n-th id of a table is the same on every run. */
export function idStream(table: string): () => string {
  const rng = Rng.stream(`ids:${table}`);
  return () => rng.uuid();
}
