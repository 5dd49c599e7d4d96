// Deploying a Mix project export (a folder or a .zip with dialog.json, metadata.json and
// <locale>/<locale>.trsx): checked whole before anything is stored, then the dialog model
// urn:nuance-mix:tag:model/<tag>/mix.dialog and one interpretation model per TRSX stored in one
// transaction. A malformed export is refused with the JSON path or the TRSX line that is wrong.
import { mixLanguage, modelUrn } from '../nlu/index.js';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import type { Db } from '../db/types.js';
import { buildModel, ModelError, modelFromTrsx, storeModel, TrsxError, type BuiltModel } from '../nlu/index.js';
import { Flow, kindOf, type MixDialog } from './flow.js';
import { storeProject } from './dialog.store.js';

export class ProjectError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ProjectError';
  }
}

/** Largest export accepted (bytes, all files together) and largest single file. */
const MAX_EXPORT_BYTES = 64 * 1024 * 1024;
const MAX_URL_EXTENSION = 2000;
const MAX_HEADER_VALUE = 2048;
const CONTEXT_TAG_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const dialogUrn = (tag: string) => `urn:nuance-mix:tag:model/${tag}/mix.dialog`;
const DIALOG_URN_RE = /^urn:nuance-mix:tag:model\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/mix\.dialog$/;
export const parseDialogUrn = (urn: string): string | undefined => DIALOG_URN_RE.exec(urn)?.[1];

/** The export's files by path relative to its root ("dialog.json", "en-US/en-US.trsx"). */
export async function readExport(p: string): Promise<Map<string, Buffer>> {
  const st = fs.statSync(p);
  const files = new Map<string, Buffer>();
  let total = 0;
  const add = (name: string, data: Buffer) => {
    total += data.length;
    if (total > MAX_EXPORT_BYTES) throw new ProjectError([`the export is larger than ${MAX_EXPORT_BYTES} bytes`]);
    files.set(name, data);
  };
  if (st.isDirectory()) {
    const walk = (dir: string, rel: string, depth: number) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory() && depth < 2) walk(path.join(dir, e.name), r, depth + 1);
        else if (e.isFile() && /\.(json|trsx)$/i.test(e.name)) add(r, fs.readFileSync(path.join(dir, e.name)));
      }
    };
    walk(p, '', 0);
  } else {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(p, { lazyEntries: true, autoClose: true }, (err, z) => (err ? reject(err) : resolve(z))),
    );
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.replace(/\\/g, '/');
        if (name.endsWith('/') || !/\.(json|trsx)$/i.test(name) || name.split('/').includes('..')) {
          zip.readEntry();
          return;
        }
        if (entry.uncompressedSize > MAX_EXPORT_BYTES) {
          reject(new ProjectError([`${name}: larger than ${MAX_EXPORT_BYTES} bytes`]));
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            try {
              add(name, Buffer.concat(chunks));
              zip.readEntry();
            } catch (e) {
              reject(e);
            }
          });
        });
      });
      zip.readEntry();
    });
    // A zip of the folder itself: strip the one top folder.
    const tops = new Set([...files.keys()].map((k) => k.split('/')[0]));
    if (!files.has('dialog.json') && tops.size === 1) {
      const top = [...tops][0]!;
      for (const [k, v] of [...files]) {
        files.delete(k);
        files.set(k.slice(top.length + 1), v);
      }
    }
  }
  return files;
}

/** JSON.parse with the position turned into a line for the message. */
function parseJson(name: string, buf: Buffer, problems: string[]): unknown {
  const text = buf.toString('utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    // V8 says "at position N", or quotes the text around the error ("...snippet... is not valid JSON").
    const m = /position (\d+)/.exec(msg);
    const snippet = (/\.\.\.([\s\S]+?)\.\.\. is not valid JSON/.exec(msg) ??
      /"([\s\S]+)" is not valid JSON/.exec(msg))?.[1];
    const at = m ? Number(m[1]) : snippet ? text.indexOf(snippet.split('\n')[0]!.replace(/^"/, '')) : -1;
    const line = at >= 0 ? text.slice(0, at).split('\n').length : undefined;
    problems.push(`${name}${line ? ` line ${line}` : ''}: not valid JSON (${(e as Error).message})`);
    return undefined;
  }
}

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** Checks the dialog model; problems name the JSON path ($.data.components[2].nodes[5]…). */
export function checkDialog(json: unknown, problems: string[]): MixDialog | undefined {
  if (!isObj(json) || !isObj(json.data)) {
    problems.push('dialog.json $.data: must be an object (the export of a Mix dialog project)');
    return undefined;
  }
  const d = json.data;
  const before = problems.length;
  if (!Array.isArray(d.components) || !d.components.length) {
    problems.push('dialog.json $.data.components: must be a non-empty array');
    return undefined;
  }
  const ids = new Set<string>();
  d.components.forEach((c: unknown, ci: number) => {
    const at = `dialog.json $.data.components[${ci}]`;
    if (!isObj(c) || typeof c.id !== 'string') return problems.push(`${at}.id: must be a string`);
    if (!Array.isArray(c.nodes)) return problems.push(`${at}.nodes: must be an array`);
    c.nodes.forEach((n: unknown, ni: number) => {
      if (!isObj(n) || typeof n.id !== 'string') return problems.push(`${at}.nodes[${ni}].id: must be a string`);
      ids.add(n.id);
      if (!kindOf(n as never))
        problems.push(
          `${at}.nodes[${ni}]: unknown node type (${
            Object.keys(n)
              .filter((k) => k.endsWith('Node') || k.endsWith('Node2'))
              .join(', ') || 'none'
          })`,
        );
    });
  });
  for (const k of ['variables', 'events', 'supportedChannels'] as const)
    if (d[k] !== undefined && !Array.isArray(d[k])) problems.push(`dialog.json $.data.${k}: must be an array`);
  if (problems.length > before) return undefined;
  const dialog = d as unknown as MixDialog;
  const flow = new Flow(dialog);
  if (!flow.entryComponent) problems.push('dialog.json $.data.components: no component has a start node');
  // Data access nodes: what the runtime will send.
  dialog.components!.forEach((c, ci) =>
    (c.nodes ?? []).forEach((n, ni) => {
      const da = n.dataaccessNode;
      if (!da) return;
      const at = `dialog.json $.data.components[${ci}].nodes[${ni}].dataaccessNode`;
      for (const t of [da.successNodeId, da.failureNodeId])
        if (t && !ids.has(t)) problems.push(`${at}: goes to node ${t}, which is not in the project`);
      const ext = da.backendConfig?.urlExtension || da.urlExtension || '';
      if (ext.length > MAX_URL_EXTENSION)
        problems.push(`${at}.backendConfig.urlExtension: longer than ${MAX_URL_EXTENSION} characters`);
      const headers = [
        ...Object.entries(da.headers ?? {}).map(([k, v]) => [k, v, `${at}.headers.${k}`] as const),
        ...(da.backendConfig?.headers ?? []).map(
          (h, hi) => [h.name ?? h.key ?? '', h.value ?? '', `${at}.backendConfig.headers[${hi}]`] as const,
        ),
      ];
      for (const [name, value, where] of headers) {
        if (/^(accept(-.*)?|content-type)$/i.test(name))
          problems.push(`${where}: the ${name} header is set by the runtime and may not be given`);
        if (String(value).length > MAX_HEADER_VALUE)
          problems.push(`${where}: value longer than ${MAX_HEADER_VALUE} characters`);
      }
      if (!da.externalFetchEnabled) {
        const alias = da.backendConfig?.dressAliasId || da.backendConfig?.dressName;
        if (!alias)
          problems.push(`${at}.backendConfig.dressAliasId: a server-side data access needs a data host alias`);
        else if (!dialog.dressAliases?.some((a) => a.id === alias || a.alias === alias))
          problems.push(`${at}.backendConfig.dressAliasId: alias ${alias} is not in $.data.dressAliases`);
      }
    }),
  );
  return dialog;
}

export interface DeployResult {
  urn: string;
  projectName: string;
  version: number;
  nluModels: { urn: string; intents: number }[];
}

/** Checks the export, builds its interpretation models and stores everything in one transaction. */
export async function deployProject(
  db: Db,
  o: { appId: string; tag: string; files: Map<string, Buffer>; aliases: Record<string, string>; now: Date },
): Promise<DeployResult> {
  const problems: string[] = [];
  if (!CONTEXT_TAG_RE.test(o.tag)) problems.push(`--tag: must match ${CONTEXT_TAG_RE.source}`);
  const dj = o.files.get('dialog.json');
  const mj = o.files.get('metadata.json');
  if (!dj) problems.push('dialog.json: missing from the export');
  if (!mj) problems.push('metadata.json: missing from the export');
  const dialogJson = dj ? parseJson('dialog.json', dj, problems) : undefined;
  const meta = mj ? parseJson('metadata.json', mj, problems) : undefined;
  if (meta !== undefined && (!isObj(meta) || typeof meta.name !== 'string'))
    problems.push('metadata.json $.name: must be a string');
  const dialog = dialogJson !== undefined ? checkDialog(dialogJson, problems) : undefined;
  for (const name of Object.keys(o.aliases))
    if (dialog && !dialog.dressAliases?.some((a) => a.alias === name))
      problems.push(`--alias ${name}: the project has no data host alias of that name`);
  for (const [name, url] of Object.entries(o.aliases))
    if (!/^https?:\/\/[^/]+/i.test(url)) problems.push(`--alias ${name}: ${url} is not an http(s) URL`);
  const trsx = [...o.files.keys()].filter((k) => /^[^/]+\/[^/]+\.trsx$/i.test(k));
  if (!trsx.length) problems.push('<locale>/<locale>.trsx: the export has no TRSX file');
  const trainings: { urn: string; training: unknown; file: string }[] = [];
  for (const file of trsx) {
    const locale = file.split('/')[0]!;
    const language = mixLanguage(locale);
    if (!language) {
      problems.push(`${file}: locale ${locale} is not one the runtime knows`);
      continue;
    }
    try {
      trainings.push({
        urn: modelUrn(o.tag, language),
        training: modelFromTrsx(o.files.get(file)!.toString('utf8'), { locale }),
        file,
      });
    } catch (e) {
      if (e instanceof TrsxError) problems.push(`${file} ${(e as Error).message}`);
      else throw e;
    }
  }
  if (problems.length) throw new ProjectError(problems);
  const built: BuiltModel[] = [];
  for (const t of trainings) {
    try {
      built.push(await buildModel({ urn: t.urn, training: t.training }));
    } catch (e) {
      if (e instanceof ModelError) throw new ProjectError(e.problems.map((p) => `${t.file}: ${p}`));
      throw e;
    }
  }
  const urn = dialogUrn(o.tag);
  const projectName = (meta as { name: string }).name;
  return db.tx(async (q) => {
    const nluModels = [];
    for (const b of built) {
      const m = await storeModel(q, o.appId, b, o.now);
      nluModels.push({ urn: m.urn, intents: m.intents.length });
    }
    const version = await storeProject(
      q,
      o.appId,
      {
        urn,
        contextTag: o.tag,
        projectName,
        flow: dialog,
        aliases: o.aliases,
        nluUrns: nluModels.map((m) => m.urn),
      },
      o.now,
    );
    return { urn, projectName, version, nluModels };
  });
}
