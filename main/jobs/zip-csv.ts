// Reads the CSV files of a ZIP (a status-job report) one entry at a time, streaming each through
// the CSV parser, so memory holds only the records handed out, never a whole file's text. Every
// CSV's first line is its header; records come back as objects keyed by the header's names.
import yauzl from 'yauzl';
import { CsvParser } from './csv-parser.js';
import { csvCellValue } from '../../shared/csv.js';

export interface ZipCsvProgress {
  /** Records read so far, over all entries. */
  records: number;
  /** CSV entries started so far. */
  files: number;
}

export interface ReadZipCsvOptions {
  /** Called with each batch of records (at most one chunk's worth at a time). */
  onRecords(records: Record<string, string>[], entry: string): void;
  onProgress?(p: ZipCsvProgress): void;
  signal?: AbortSignal;
}

/** Reads every `.csv` entry of the ZIP at `file`, in the archive's order; resolves with the totals. */
export async function readZipCsv(file: string, opts: ReadZipCsvOptions): Promise<ZipCsvProgress> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const progress: ZipCsvProgress = { records: 0, files: 0 };
  try {
    for (;;) {
      opts.signal?.throwIfAborted();
      const entry = await nextEntry(zip);
      if (!entry) break;
      if (entry.fileName.endsWith('/') || !entry.fileName.toLowerCase().endsWith('.csv')) continue;
      progress.files++;
      await readEntry(zip, entry, opts, progress);
    }
    return progress;
  } finally {
    zip.close();
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: yauzl.Entry) => (cleanup(), resolve(e));
    const onEnd = () => (cleanup(), resolve(undefined));
    const onError = (err: Error) => (cleanup(), reject(err));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  opts: ReadZipCsvOptions,
  progress: ZipCsvProgress,
): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  stream.setEncoding('utf8');
  const parser = new CsvParser();
  let header: string[] | undefined;
  const emit = (records: string[][]) => {
    const out: Record<string, string>[] = [];
    for (const r of records) {
      if (r.length === 1 && r[0] === '') continue; // blank line
      if (!header) {
        header = r.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
        continue;
      }
      const obj: Record<string, string> = {};
      // The report neutralises cells that would start a spreadsheet formula (shared/csv.ts).
      header.forEach((name, i) => (obj[name] = csvCellValue(r[i] ?? '')));
      out.push(obj);
    }
    if (!out.length) return;
    progress.records += out.length;
    opts.onRecords(out, entry.fileName);
    opts.onProgress?.({ ...progress });
  };
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      opts.signal?.throwIfAborted();
      emit(parser.push(chunk));
    }
    emit(parser.end());
  } finally {
    stream.destroy();
  }
}
