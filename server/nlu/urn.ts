// Model URNs as seed 000 section 2.3 writes them, with Mix's vendor and service tags:
//   urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>
const MODEL_URN_RE =
  /^urn:nuance-mix:tag:model\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/mix\.nlu\?=language=([a-z]{3}-[A-Z]{3})$/;

interface ModelUrn {
  contextTag: string;
  language: string;
}

export function parseModelUrn(urn: string): ModelUrn | undefined {
  const m = MODEL_URN_RE.exec(urn);
  return m ? { contextTag: m[1]!, language: m[2]! } : undefined;
}

export const modelUrn = (contextTag: string, language: string): string =>
  `urn:nuance-mix:tag:model/${contextTag}/mix.nlu?=language=${language}`;

// Application-level wordset URNs as seed 000 section 2.3 writes them, for the interpretation
// service tag:
//   urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.nlu
const WORDSET_URN_RE =
  /^urn:nuance-mix:tag:wordset:lang\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/([a-z]{3}-[A-Z]{3})\/mix\.nlu$/;

export const WORDSET_URN_FORM = 'urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.nlu';

interface WordsetUrn {
  contextTag: string;
  name: string;
  language: string;
}

export function parseWordsetUrn(urn: string): WordsetUrn | undefined {
  const m = WORDSET_URN_RE.exec(urn);
  return m ? { contextTag: m[1]!, name: m[2]!, language: m[3]! } : undefined;
}

export const wordsetUrn = (contextTag: string, name: string, language: string): string =>
  `urn:nuance-mix:tag:wordset:lang/${contextTag}/${name}/${language}/mix.nlu`;
