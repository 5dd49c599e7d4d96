// Runtime event logs on the embedded database (PGlite), each figure next to a bare baseline from
// the same run and the same rows:
//  - records read per second by one consumer through the public API (Get Records over HTTP, 1,000
//    a call, positions kept in the database), against a plain SELECT of the same rows in the same
//    1,000-row ranges (target: ≥ 50,000/s);
//  - records written per second through the producer (queued, batched, offsets handed out under
//    the partition lock), against a plain multi-row INSERT of the same rows.
// VIGIL_BENCH_EVENTS sets the record count (default 20,000).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { partitionFor, toRecord, type LogEvent } from '../server/eventlog/events.js';
import { readRange } from '../server/eventlog/log.store.js';
import { clientCredentialsToken } from '../testkit/server-harness.testkit.js';
import { silentLogger } from '../server/util/log.js';
import type { Benchmark, BenchFigure } from './run.js';

const EVENTS = Number(process.env.VIGIL_BENCH_EVENTS ?? 20_000);
const APP = 'BENCH-APP';

const event = (i: number): LogEvent => ({
  appId: APP,
  service: 'ASRaaS',
  source: 'vendor.asr.v1.Recognizer/Recognize',
  type: 'Recognize',
  keyId: `call-${i % 500}`,
  data: {
    dataContentType: 'application/x-vendor-asr-finalresultresponse.v2+json',
    asrSessionid: randomUUID(),
    response: {
      result: {
        resultType: 0,
        formattedLiteral: 'I think my card was stolen yesterday',
        hypotheses: [{ formattedText: 'I think my card was stolen yesterday', confidence: 0.91, rejected: false }],
      },
    },
  },
});

/** The consumer's loop, as plain JavaScript for a worker thread. */
const CONSUMER = `
const { parentPort, workerData: { url, topic, headers } } = require('node:worker_threads');
const call = (method, path, body) =>
  fetch(url + path, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
(async () => {
  await call('POST', '/consumers', { 'auto.offset.reset': 'earliest', 'consumer.request.timeout.ms': 0 });
  await call('POST', '/consumers/subscription', { topics: [topic] });
  let read = 0;
  const t = performance.now();
  for (;;) {
    const r = await call('GET', '/consumers/records');
    if (r.status !== 200) throw new Error('Get Records answered ' + r.status + ': ' + (await r.text()));
    const batch = await r.json();
    if (!batch.length) break;
    read += batch.length;
  }
  const seconds = (performance.now() - t) / 1000;
  await call('DELETE', '/consumers');
  parentPort.postMessage({ read, seconds });
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

const bench: Benchmark = {
  name: `event log: ${EVENTS} records, one consumer, PGlite`,
  async run(): Promise<BenchFigure[]> {
    const server = await startServer({ log: silentLogger, grpcPort: 0, httpPort: 0 });
    try {
      const db = server.db;
      const producer = server.eventLog.producer;
      const events = Array.from({ length: EVENTS }, (_, i) => event(i));

      // Writes: the producer, then a plain INSERT of the same rows into a table of the same shape.
      let t0 = performance.now();
      for (let i = 0; i < events.length; i++) {
        producer.send(events[i]!);
        if (i % 5_000 === 4_999) await producer.flush(); // the queue holds 10,000
      }
      await producer.flush();
      const produced = EVENTS / ((performance.now() - t0) / 1000);
      if (producer.metrics.dropped) throw new Error(`the producer dropped ${producer.metrics.dropped} events`);

      await db.query(`CREATE TABLE bench_plain (LIKE event_log_records INCLUDING ALL)`);
      const now = new Date();
      const rows = events.map((e, i) => {
        const r = toRecord(e, now);
        return { p: partitionFor(r.key, 4), o: i, k: JSON.stringify(r.key), v: JSON.stringify(r.value), t: r.time };
      });
      t0 = performance.now();
      for (let i = 0; i < rows.length; i += 1_000) {
        const b = rows.slice(i, i + 1_000);
        await db.query(
          `INSERT INTO bench_plain (topic, partition, "offset", key, value, ts)
           SELECT $1, u.p, u.o, u.k::json, u.v::json, u.t
             FROM unnest($2::int[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[]) AS u(p, o, k, v, t)`,
          [APP, b.map((x) => x.p), b.map((x) => x.o), b.map((x) => x.k), b.map((x) => x.v), b.map((x) => x.t)],
        );
      }
      const plainInsert = EVENTS / ((performance.now() - t0) / 1000);

      // Reads: a client with the log scope for the app's topic.
      const scope = await createScope(db, { name: 'bench' });
      const c = await createClient(db, {
        role: 'service',
        gkScopeIds: [scope.id],
        name: 'bench',
        app: APP,
        oauthScopes: ['log'],
      });
      const token = await clientCredentialsToken(server.tokenUrl, c.clientId, c.clientSecret);
      // One consumer reads from the oldest record to an empty answer, through HTTP. It runs in a worker
      // thread: a consumer is another program, and parsing its megabytes of JSON on the server's event
      // loop would charge the server for the client's work.
      const readAll = (group: string) =>
        new Promise<{ read: number; seconds: number }>((resolve, reject) => {
          const headers = {
            authorization: `Bearer ${token}`,
            'consumer-group': `appID-${APP}-clientName-${group}`,
            'consumer-name': `consumer-${randomUUID()}`,
            'content-type': 'application/json',
          };
          const w = new Worker(CONSUMER, { eval: true, workerData: { url: server.httpUrl, topic: APP, headers } });
          w.once('message', (m: { read: number; seconds: number } | { error: string }) =>
            'error' in m ? reject(new Error(m.error)) : resolve(m),
          );
          w.once('error', reject);
        });
      // Warm-up: a first group reads everything once (statement plans, the database's page cache, V8's
      // code), so neither side below pays first-use costs the other does not; the baseline already ran
      // after the consumer before this, on pages the consumer had just read.
      await readAll('bench-00'); // a token uses only its own client's groups (bench)
      const { read, seconds } = await readAll('bench-01');
      const consumed = read / seconds;
      if (read !== EVENTS) throw new Error(`the consumer read ${read} of ${EVENTS} records`);

      // Baseline: the same rows by the same 1,000-row index ranges, straight from the database.
      let selected = 0;
      t0 = performance.now();
      for (let p = 0; p < 4; p++) {
        let from = 0n;
        for (;;) {
          const got = await readRange(db, APP, p, from, 1_000);
          if (!got.length) break;
          selected += got.length;
          from = BigInt(got[got.length - 1]!.offset) + 1n;
        }
      }
      const plainSelect = selected / ((performance.now() - t0) / 1000);

      return [
        {
          name: 'records read by one consumer (Get Records over HTTP)',
          value: consumed,
          unit: 'records/s',
          baseline: plainSelect,
          ratio: consumed / plainSelect,
          note: 'baseline: plain SELECT of the same rows, 1,000 per range scan; target ≥ 50,000/s',
        },
        {
          name: 'records written through the producer',
          value: produced,
          unit: 'records/s',
          baseline: plainInsert,
          ratio: produced / plainInsert,
          note: 'baseline: plain multi-row INSERT of the same rows, 1,000 a statement',
        },
      ];
    } finally {
      await server.stop(2_000);
    }
  },
};

export default bench;
