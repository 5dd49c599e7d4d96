// Transcoded downloads kept for a while, so the GET, HEAD and Range requests a player makes for one
// download URL decode and encode the file once, not once each. Bounded by bytes (least recently
// used out first) and by age; a result larger than a quarter of the budget is served but not kept.
// Keyed by scope, segment, stored file and the signed spec: an entry is only reached after the
// caller's token was verified and the segment read back in that scope, so the cache never serves
// one scope's audio to another, nor a deleted segment's.
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_CACHE_AGE_MS = 10 * 60_000;

export interface Transcoded {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

interface Entry {
  at: number;
  size: number;
  value: Promise<Transcoded>;
}

export class TranscodeCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Transcodings done (tests count them). */
  made = 0;

  constructor(
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
    private readonly maxAgeMs = DEFAULT_CACHE_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static key(scopeId: string, segmentId: string, sha256: string, spec: object): string {
    return JSON.stringify([scopeId, segmentId, sha256, spec]);
  }

  /** The cached result for `key`, or `make()`'s (concurrent callers share one). */
  get(key: string, make: () => Promise<Transcoded>): Promise<Transcoded> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at <= this.maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.drop(key);
    this.made++;
    const entry: Entry = { at: this.now(), size: 0, value: make() };
    this.entries.set(key, entry);
    entry.value.then(
      (t) => {
        if (this.entries.get(key) !== entry) return;
        if (t.bytes.length > this.maxBytes / 4) return this.drop(key);
        entry.size = t.bytes.length;
        this.bytes += entry.size;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    return entry.value;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.size;
    this.entries.delete(key);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key);
    }
  }

  /** Bytes held (tests). */
  get size(): number {
    return this.bytes;
  }
}
