// Typed arrays that grow as a build adds to them.

/** A copy of `a` with room for `length` elements. */
export function grown<T extends Uint32Array | Uint16Array | Uint8Array | Int32Array | Float64Array>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}
