// What PGlite's backend answers, gathered from `execProtocolRawStream`'s callback: each chunk is a
// view into WASM memory, valid only during the call, so it is copied at once into one buffer that
// doubles when it runs out (prepared statements and COPY out both read their answers this way).
export class RawReceiver {
  buf: Buffer;
  len = 0;

  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }

  readonly onRawData = (chunk: Uint8Array): void => {
    const need = this.len + chunk.length;
    if (need > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(need, this.buf.length * 2));
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    this.buf.set(chunk, this.len);
    this.len = need;
  };
}
