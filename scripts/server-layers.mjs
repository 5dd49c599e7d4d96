// The server's layers, for lint (eslint.config.js) and for the import-cycle test
// (scripts/import-cycles.test.ts). Plain Node so ESLint can load it without a build step.
//
// server/
//   app.ts, cli.ts          the composition root: builds everything, may import anything; nothing imports it
//   <base>/                 the base layer, in this order: a base folder imports only base folders
//                           before it (db may use util, rpc may not use http), never an area
//   <area>/                 everything else (sessions, voiceprints, browse, …): imports the base
//                           layer and other areas through their index.ts only, with no loop between
//                           areas (import-cycles.test.ts)
import path from 'node:path';

/** The base layer, lowest first. */
export const BASE_LAYER = ['util', 'db', 'rpc', 'json', 'http', 'grpc', 'blobs', 'auth', 'jobs'];

/**
 * Where a file (absolute, or relative to `root`) sits in the server: `{ top }` is its folder under
 * server/ (`'(root)'` for server/app.ts and server/cli.ts) and `rest` its path inside that folder;
 * undefined outside server/.
 */
export function serverPlaceOf(root, file) {
  const rel = path.relative(path.join(root, 'server'), path.resolve(root, file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { top: '(root)', kind: 'root', rest: parts[0] };
  const top = parts[0];
  return { top, kind: BASE_LAYER.includes(top) ? 'base' : 'area', rest: parts.slice(1).join('/') };
}

/** Why `from` may not import `to` (both from serverPlaceOf), or undefined when it may. */
export function layerProblem(from, to) {
  if (!from || !to || from.top === to.top) return undefined;
  if (from.kind === 'root') return undefined;
  if (to.kind === 'root')
    return `server/${to.rest} is the composition root: nothing imports it; move what you need into the base layer or an area.`;
  if (from.kind === 'base') {
    if (to.kind === 'area')
      return `The base layer (server/${from.top}) knows no area: server/${to.top} builds on it, not the other way round. Move the shared piece down or pass it in.`;
    if (BASE_LAYER.indexOf(to.top) > BASE_LAYER.indexOf(from.top))
      return `server/${from.top} is below server/${to.top} in the base layer (${BASE_LAYER.join(' < ')}): a lower layer never imports a higher one.`;
    return undefined;
  }
  if (to.kind === 'area' && to.rest.replace(/\.(js|ts)$/, '') !== 'index')
    return `Import another area through its index.ts (server/${to.top}/index.js), not its inner files: an area's index is its public face, so its insides can change without breaking others.`;
  return undefined;
}

const isTest = (file) => /\.(test|testkit|typetest)\.tsx?$/.test(file) || /\.int\.test\.tsx?$/.test(file);

/** ESLint rule `vigil/server-layers`: the two import rules above, for production code under server/. */
export const serverLayersRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'server/: areas import each other through index.ts; no import from a lower layer to a higher one',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    if (isTest(file)) return {};
    const from = serverPlaceOf(root, file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverPlaceOf(root, path.resolve(path.dirname(file), source));
      const problem = layerProblem(from, to);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
