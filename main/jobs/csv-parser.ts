// A streaming RFC 4180 reader: feed text in chunks of any size, get back the records completed so
// far. Quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF or LF.
export class CsvParser {
  private field = '';
  private record: string[] = [];
  private inQuotes = false;
  /** A quote seen inside a quoted field: either an escaped quote or the field's end. */
  private quotePending = false;
  /** A CR seen outside quotes: the line ends; a following LF belongs to it. */
  private crPending = false;
  private started = false;

  /** Parses a chunk; returns the records it completed. */
  push(chunk: string): string[][] {
    const out: string[][] = [];
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] as string;
      if (this.crPending) {
        this.crPending = false;
        if (c === '\n') continue;
      }
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') {
            this.field += '"';
            continue;
          }
          this.inQuotes = false; // the closing quote; c is handled below as unquoted text
        } else if (c === '"') {
          this.quotePending = true;
          continue;
        } else {
          this.field += c;
          continue;
        }
      }
      if (c === '"' && this.field === '') {
        this.inQuotes = true;
        this.started = true;
      } else if (c === ',') {
        this.record.push(this.field);
        this.field = '';
        this.started = true;
      } else if (c === '\r' || c === '\n') {
        if (c === '\r') this.crPending = true;
        out.push(this.finishRecord());
      } else {
        this.field += c;
        this.started = true;
      }
    }
    return out;
  }

  /** Ends the input; returns the last record if it had no line break after it. */
  end(): string[][] {
    if (this.inQuotes && !this.quotePending) throw new Error('CSV ends inside a quoted field');
    this.inQuotes = false;
    this.quotePending = false;
    if (!this.started && this.field === '' && this.record.length === 0) return [];
    return [this.finishRecord()];
  }

  private finishRecord(): string[] {
    this.record.push(this.field);
    const r = this.record;
    this.record = [];
    this.field = '';
    this.started = false;
    return r;
  }
}
