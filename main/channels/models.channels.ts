// The Models screen's channel (shared/ipc/channels/models.ts): one vigil.v1.Browse ListNluModels
// call per page. A server without it (UNIMPLEMENTED) answers browseAvailable false.
import type { NluModel } from '../../shared/ipc/channels/models.js';
import type { ResponseOut } from '../../wire/services.js';
import { timestampToIso } from '../grpc/to-domain.js';
import { type ChannelDefinition, defineChannel } from '../ipc/define-channel.js';
import { ifBrowse } from './engagements.read.js';

type Wire = NonNullable<ResponseOut<'browse', 'ListNluModels'>['models']>[number];

export function nluModelOf(m: Wire): NluModel {
  const deployedAt = timestampToIso(m.deployed_at);
  return {
    urn: m.urn ?? '',
    contextTag: m.context_tag ?? '',
    language: m.language ?? '',
    intents: m.intents ?? [],
    sentenceCount: m.sentence_count ?? 0,
    buildMs: m.build_ms ?? 0,
    version: m.version ?? 0,
    ...(deployedAt ? { deployedAt } : {}),
  };
}

const list = defineChannel(
  'models.list',
  () =>
    async (req, { signal, at }) => {
      const { ctx } = at();
      const res = await ifBrowse(() =>
        ctx.rpc.api.browse.listNluModels(
          { page_size: req.pageSize, page_token: req.pageToken ?? '' },
          { signal, idempotent: true },
        ),
      );
      if (!res) return { models: [], nextPageToken: '', totalSize: 0, browseAvailable: false };
      return {
        models: (res.models ?? []).map(nluModelOf),
        nextPageToken: res.next_page_token ?? '',
        totalSize: res.total_size ?? 0,
        browseAvailable: true,
      };
    },
  { fields: { page_size: 'pageSize', page_token: 'pageToken' } },
);

export const modelsChannelDefs: readonly ChannelDefinition[] = [list];
