// The text of a PDF Chromium printed, for tests to check what a saved report says, without a PDF
// library: inflate the streams, read each font's ToUnicode map, and decode the Tj/TJ strings of
// the content streams through the font in use. Enough for Chromium's (Skia's) output; not a
// general PDF reader.
import zlib from 'node:zlib';

interface PdfObject {
  num: number;
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  const out: PdfObject[] = [];
  for (const m of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const s = body.indexOf('stream');
    if (s < 0) {
      out.push({ num: Number(m[1]), dict: body });
      continue;
    }
    const dict = body.slice(0, s);
    let start = s + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end), 'latin1');
    if (/FlateDecode/.test(dict)) {
      try {
        raw = zlib.inflateSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch {
        // not a stream we need
      }
    }
    out.push({ num: Number(m[1]), dict, stream: raw });
  }
  return out;
}

const hexToString = (hex: string) => {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCodePoint(parseInt(hex.slice(i, i + 4), 16));
  return s;
};

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(m[1]!, 16), hexToString(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(lo + i, hexToString(d[1]!)));
      } else {
        const base = parseInt(m[3]!.slice(1, -1), 16);
        for (let c = lo; c <= hi; c++) map.set(c, String.fromCodePoint(base + (c - lo)));
      }
    }
  return map;
}

/** The PDF's text, page by page in content order (spacing approximate). */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const byNum = new Map(objs.map((o) => [o.num, o]));
  // Font object -> its glyph-to-text map.
  const fontMaps = new Map<number, Map<number, string>>();
  for (const o of objs) {
    const tu = /\/ToUnicode\s+(\d+) 0 R/.exec(o.dict);
    const cmap = tu ? byNum.get(Number(tu[1]))?.stream?.toString('latin1') : undefined;
    if (cmap) fontMaps.set(o.num, parseCMap(cmap));
  }
  // Resource names (/F4) -> font objects, from every /Font dictionary.
  const names = new Map<string, number>();
  for (const o of objs)
    for (const f of o.dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const n of f[1]!.matchAll(/\/([A-Za-z0-9_.]+)\s+(\d+) 0 R/g)) names.set(n[1]!, Number(n[2]));
  let text = '';
  for (const o of objs) {
    if (!o.stream || /ToUnicode|FontFile|Subtype\s*\/Image/.test(o.dict)) continue;
    const content = o.stream.toString('latin1');
    if (!/\bT[fjJ]\b/.test(content)) continue;
    let map: Map<number, string> | undefined;
    for (const tok of content.matchAll(
      /\/([A-Za-z0-9_.]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[jJ]|\bET\b/g,
    )) {
      if (tok[1]) {
        map = fontMaps.get(names.get(tok[1]) ?? -1);
      } else if (tok[2]) {
        for (const h of tok[2].matchAll(/<([0-9a-fA-F]*)>/g)) {
          const hex = h[1]!;
          for (let i = 0; i + 4 <= hex.length; i += 4) text += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
        }
      } else text += ' ';
    }
    text += '\n';
  }
  return text;
}
