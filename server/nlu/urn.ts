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
