// The proto3 JSON mapping over protobufjs reflection, used by the HTTP/JSON binding:
// parseJson (JSON -> object for Type.fromObject, strict, field violations) and toJson.
export { parseJson } from './parse-json.js';
export { toJson } from './to-json.js';
export { jsonNameOf, snakeOf, fieldByAnyName, fieldJsonName } from './names.js';
