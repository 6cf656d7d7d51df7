/**
 * Fixed-size bitsets over document positions (32 documents a word). The search engine's filters are
 * bitsets: AND-ing two of them costs n/32 word operations.
 */
import "server-only";
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

/** A bitset with the first `size` bits set. */
export function fullBitset(size: number): Bitset {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

export function setBit(bits: Bitset, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export function hasBit(bits: Bitset, position: number): boolean {
  return ((bits[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
}

/** a AND b into a new bitset. */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] ?? 0) & (b[i] ?? 0);
  return out;
}

/** a OR b into a new bitset. */
export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] ?? 0) | (b[i] ?? 0);
  return out;
}

export function popcount(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] ?? 0;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each set position, in increasing order. */
export function forEachBit(bits: Bitset, visit: (position: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] ?? 0;
    while (word !== 0) {
      const lowest = word & -word;
      visit((w << 5) + (31 - Math.clz32(lowest)));
      word ^= lowest;
    }
  }
}
