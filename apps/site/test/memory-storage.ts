// An in-memory Storage for the unit tests, so each test starts with an empty browser; with `room`,
// it holds at most that many characters of keys and values and refuses writes past that with
// `error` (QuotaExceededError as a full browser does, SecurityError as one that keeps nothing does).
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(
    public room = Infinity,
    private readonly error = 'QuotaExceededError',
  ) {}
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.room) throw new DOMException('The quota has been exceeded.', this.error);
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}
