// google.protobuf.Struct <-> plain JSON: one implementation in wire/struct.ts, shared with main.
export * from '../../wire/struct.js';
