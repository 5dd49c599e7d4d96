// Build step (scripts/build-electron.mjs runs it bundled, beside the server bundle): parses the
// bundle's copy of protos/ and writes it as protobufjs JSON into that folder, so each start reads
// one JSON file instead of parsing every .proto (wire/protos.ts, loadProtos).
//   node write-descriptor.cjs <protos folder>
import fs from 'node:fs';
import path from 'node:path';
import { DESCRIPTOR_FILE, descriptorOf, parseProtos } from './protos.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-descriptor <protos folder>');
const out = path.join(dir, DESCRIPTOR_FILE);
fs.rmSync(out, { force: true });
fs.writeFileSync(out, descriptorOf(parseProtos(dir)));
