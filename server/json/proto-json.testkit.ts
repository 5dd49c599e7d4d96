// A small inline proto covering every scalar kind, enums, maps, oneofs and the well-known types,
// for the codec's unit tests (independent of the API protos).
import protobuf from 'protobufjs';

const SRC = `
syntax = "proto3";
package t;
import "google/protobuf/timestamp.proto";
import "google/protobuf/duration.proto";
import "google/protobuf/wrappers.proto";
import "google/protobuf/field_mask.proto";
import "google/protobuf/empty.proto";
import "google/protobuf/struct.proto";
import "google/protobuf/any.proto";

enum Color { COLOR_UNSPECIFIED = 0; RED = 1; GREEN = 2; }
message UniqueId { string value = 1; }
message Context { UniqueId gk_scope_id = 1; string configset_id = 2; }
message Party { string name = 1; Color party_type = 2; }
message All {
  Context context = 1;
  string s = 2; bool b = 3; int32 i32 = 4; uint32 u32 = 5; int64 i64 = 6; uint64 u64 = 7;
  sint64 s64 = 8; fixed64 f64 = 9; float f = 10; double d = 11; bytes raw = 12;
  Color color = 13;
  repeated Party call_parties = 14;
  map<string, string> custom_data = 15;
  map<int32, Party> by_num = 16;
  google.protobuf.Timestamp ts = 17;
  google.protobuf.Duration dur = 18;
  google.protobuf.Int32Value w_i32 = 19;
  google.protobuf.Int64Value w_i64 = 20;
  google.protobuf.UInt32Value w_u32 = 21;
  google.protobuf.FloatValue w_f = 22;
  google.protobuf.DoubleValue w_d = 23;
  google.protobuf.BoolValue w_b = 24;
  google.protobuf.StringValue w_s = 25;
  google.protobuf.BytesValue w_bytes = 26;
  google.protobuf.UInt64Value w_u64 = 27;
  google.protobuf.FieldMask update_mask = 28;
  google.protobuf.Empty empty = 29;
  google.protobuf.Struct st = 30;
  google.protobuf.Value val = 31;
  google.protobuf.Any any = 32;
  oneof content { string text = 33; bytes raw_content = 34; }
  optional string opt = 35;
  repeated int64 longs = 36;
  repeated Color colors = 37;
  sint32 s32 = 38;
}
`;

export function testRoot(): protobuf.Root {
  const root = new protobuf.Root();
  for (const f of ['timestamp', 'duration', 'wrappers', 'field_mask', 'empty', 'struct', 'any']) {
    root.loadSync(`google/protobuf/${f}.proto`, { keepCase: true });
  }
  protobuf.parse(SRC, root, { keepCase: true });
  root.resolveAll();
  return root;
}
