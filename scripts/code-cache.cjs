// V8's code cache for a bundle that every launch loads (dist/server/cli.cjs, dist/console/launch.cjs):
// the bytecode V8 compiled for it, kept beside it in FILE.v8cache, so a relaunch deserialises it
// instead of parsing the bundle and compiling every function its start-up runs. Node 22 does this
// itself (module.enableCompileCache); Node 20, which the project supports, does not, so this does
// it with node:vm, as Node's own loader compiles a CommonJS file but with `cachedData`.
//
// The cache is written once per bundle, after the moment its caller names (save(): the server
// after its first answer), so it holds what a start compiles and little else; or at exit if that
// moment never came. It is keyed by the bundle's size and modification time, Node's version and
// the process's V8 flags (a key that differs means a new one is made); V8 checks its own version
// and flags again and rejects a cache that does not fit, which then is made anew. A cache that
// cannot be read or written (a read-only folder) costs nothing but the cache.
//
// Two things the bundle must respect (scripts/build-electron.mjs, scripts/server-process.mjs):
// - no dynamic import(): on Node 20 a function deserialised from the cache loses the callback
//   import() needs, and the import throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING;
// - no V8 flag set at run time before save() (v8.setFlagsFromString changes the flags' hash, and
//   V8 then rejects every cache made by that process): give such flags on the command line.
//
// Used as `node --require scripts/code-cache.cjs BUNDLE` (caches BUNDLE, the main module), or
// by install(file) before requiring `file`.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const { isMainThread } = require('node:worker_threads');

const SAVE = Symbol.for('vigil.codeCache.save');

/** Where the cache of `file` is kept. */
function cacheFileOf(file) {
  return `${file}.v8cache`;
}

/** What a cache was made for: the bundle as it is on disk, this Node, these V8 flags. */
function keyOf(file) {
  const st = fs.statSync(file);
  return JSON.stringify([st.size, st.mtimeMs, process.version, process.arch, process.execArgv]);
}

/** The cache's bytes when it was made for `key`; a 4-byte length and the key come first. */
function readCache(cacheFile, key) {
  let buf;
  try {
    buf = fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (buf.length < 4) return undefined;
  const n = buf.readUInt32LE(0);
  if (buf.length < 4 + n || buf.toString('utf8', 4, 4 + n) !== key) return undefined;
  return buf.subarray(4 + n);
}

function writeCache(cacheFile, key, data) {
  const head = Buffer.from(key, 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length, 0);
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, Buffer.concat([len, head, data]));
    fs.renameSync(tmp, cacheFile);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Compiles `file`, when it is loaded as a CommonJS module on the main thread, with its code cache;
 * returns what happened to the cache (for tests): `used` once loaded from a cache V8 took.
 */
function install(file) {
  const target = path.resolve(file);
  const cacheFile = cacheFileOf(target);
  const state = { target, used: false, saved: false };
  if (!isMainThread) return state;
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileCached(content, filename) {
    if (filename !== target) return compile.call(this, content, filename);
    return runCached(this, content, filename);
  };
  const runCached = (mod, content, filename) => {
    Module.prototype._compile = compile;
    let key;
    try {
      key = keyOf(target);
    } catch {
      return compile.call(mod, content, filename);
    }
    const cached = readCache(cacheFile, key);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData: cached });
    state.used = cached !== undefined && !script.cachedDataRejected;
    const save = () => {
      if (state.saved || state.used) return;
      state.saved = true;
      writeCache(cacheFile, key, script.createCachedData());
    };
    globalThis[SAVE] = save;
    process.once('exit', save);
    const require = (id) => mod.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
    require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
    require.main = process.mainModule;
    require.cache = Module._cache;
    require.extensions = Module._extensions;
    const fn = script.runInThisContext({ displayErrors: true });
    return fn.call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  return state;
}

/** Writes the cache of the bundle this process loaded, if it has none yet; nothing otherwise. */
function saveCodeCache() {
  const save = globalThis[SAVE];
  if (typeof save === 'function') save();
}

// Preloaded (`node --require scripts/code-cache.cjs BUNDLE`): the main module is the bundle.
if (module.parent && module.parent.id === 'internal/preload' && process.argv[1]) install(process.argv[1]);

module.exports = { install, saveCodeCache, cacheFileOf };
