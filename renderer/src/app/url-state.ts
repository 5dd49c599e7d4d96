// A screen's state in the URL query, generic over a plain object of strings, numbers, booleans and
// string arrays. The defaults say each key's type: a value equal to its default is left out of
// the URL, so links stay short and a key added to the state later (with its default) works in
// URLs without further code. Unknown or malformed keys decode to the default; arrays are
// repeated keys (`decisions=A&decisions=B`). Which values are allowed (enum members, ranges) is
// the screen's business: pass its result through the screen's own normalizer.

export type UrlValue = string | number | boolean | readonly string[];
/** Any object whose values are UrlValues (interfaces included). */
export type UrlState<T> = { [K in keyof T]: UrlValue };

const same = (a: UrlValue, b: UrlValue): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** The state as query parameters, keys in the defaults' order, defaults omitted. */
export function encodeUrlState<T extends UrlState<T>>(value: T, defaults: T): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const v: UrlValue | undefined = value[key];
    if (v === undefined || same(v, defaults[key])) continue;
    if (Array.isArray(v)) {
      // An empty array that differs from a non-empty default is written as one empty value.
      if (v.length === 0) q.append(key, '');
      for (const item of v as readonly string[]) q.append(key, item);
    } else q.set(key, String(v));
  }
  return q;
}

/** The state a query describes: each key typed by its default, anything unreadable left at its default. */
export function decodeUrlState<T extends UrlState<T>>(query: URLSearchParams | string, defaults: T): T {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const out: Record<string, UrlValue> = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (!q.has(key)) continue;
    const d: UrlValue = defaults[key];
    if (Array.isArray(d)) {
      out[key] = q.getAll(key).filter((x) => x !== '');
    } else if (typeof d === 'number') {
      const raw = q.get(key) ?? '';
      const n = Number(raw);
      if (raw.trim() !== '' && Number.isFinite(n)) out[key] = n;
    } else if (typeof d === 'boolean') {
      const raw = q.get(key);
      if (raw === 'true' || raw === 'false') out[key] = raw === 'true';
    } else {
      out[key] = q.get(key) ?? d;
    }
  }
  return out as unknown as T;
}
