// Recognition resource URNs as seed 000 section 2.3 writes them, with Mix's vendor and service
// tags (as server/nlu/urn.ts does for semantic models):
//   application-level wordset  urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.asr
//   domain language model      urn:nuance-mix:tag:model/<context_tag>/mix.asr?=language=<lll-CCC>
// Only the recognizer's own service tag (mix.asr) is accepted: a mix.nlu wordset belongs to the
// interpretation wordset service.
const TAG = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';
const WORDSET_URN_RE = new RegExp(`^urn:nuance-mix:tag:wordset:lang/(${TAG})/(${TAG})/([a-z]{3}-[A-Z]{3})/mix\\.asr$`);
const DLM_URN_RE = new RegExp(`^urn:nuance-mix:tag:model/(${TAG})/mix\\.asr\\?=language=([a-z]{3}-[A-Z]{3})$`);

export const WORDSET_URN_FORM = 'urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.asr';
export const DLM_URN_FORM = 'urn:nuance-mix:tag:model/<context_tag>/mix.asr?=language=<lll-CCC>';

/** The languages this recognizer has a data pack for, in the three-letter form URNs use. */
export const URN_LANGUAGES = ['eng-USA'] as const;

export interface WordsetUrn {
  contextTag: string;
  name: string;
  language: string;
}

export interface DlmUrn {
  contextTag: string;
  language: string;
}

export function parseWordsetUrn(urn: string): WordsetUrn | undefined {
  const m = WORDSET_URN_RE.exec(urn);
  return m ? { contextTag: m[1]!, name: m[2]!, language: m[3]! } : undefined;
}

export function parseDlmUrn(urn: string): DlmUrn | undefined {
  const m = DLM_URN_RE.exec(urn);
  return m ? { contextTag: m[1]!, language: m[2]! } : undefined;
}

export const wordsetUrn = (contextTag: string, name: string, language = 'eng-USA'): string =>
  `urn:nuance-mix:tag:wordset:lang/${contextTag}/${name}/${language}/mix.asr`;

export const dlmUrn = (contextTag: string, language = 'eng-USA'): string =>
  `urn:nuance-mix:tag:model/${contextTag}/mix.asr?=language=${language}`;
