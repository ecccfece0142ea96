/**
 * A Map that starts as a view of another and copies it at its first change: a line's state over
 * what the session remembered, without copying all of it for every line (a long session remembers
 * thousands of files and variables; most lines change none of them). The map viewed must not
 * change while viewed: it is a committed line's, which nothing changes any more.
 */
export class CopyOnWriteMap<K, V> extends Map<K, V> {
  #base: ReadonlyMap<K, V> | undefined;

  constructor(base?: ReadonlyMap<K, V>) {
    super();
    // A view of a view sees what that one sees (no chains as lines go by).
    const viewed = base instanceof CopyOnWriteMap ? (base.#base ?? base) : base;
    this.#base = viewed !== undefined && viewed.size > 0 ? viewed : undefined;
  }

  /** Whether it has its own entries now (it was changed), not a view's. */
  get copied(): boolean {
    return this.#base === undefined;
  }

  #own(): void {
    const base = this.#base;
    if (base === undefined) return;
    this.#base = undefined;
    for (const [key, value] of base) super.set(key, value);
  }

  override get size(): number {
    return this.#base?.size ?? super.size;
  }

  override get(key: K): V | undefined {
    return this.#base ? this.#base.get(key) : super.get(key);
  }

  override has(key: K): boolean {
    return this.#base ? this.#base.has(key) : super.has(key);
  }

  // (Setting what is there already, or deleting what is not, changes nothing: no copy.)
  override set(key: K, value: V): this {
    if (this.#base?.has(key) && this.#base.get(key) === value) return this;
    this.#own();
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    if (this.#base && !this.#base.has(key)) return false;
    this.#own();
    return super.delete(key);
  }

  override clear(): void {
    this.#base = undefined;
    super.clear();
  }

  override entries(): MapIterator<[K, V]> {
    return this.#base ? (this.#base.entries() as MapIterator<[K, V]>) : super.entries();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  // (The rest of a Map's reading, through entries: one way in to what it holds.)
  override *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  override *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
}
