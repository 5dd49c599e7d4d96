// TestCallerIdRule: would this regex match this number? Nothing is saved.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readNumber } from '../numbers.js';
import { matchNumber } from '../regex-safety.js';
import { readTarget } from '../rule-details.js';

export const testCallerIdRule =
  (): RpcHandler<'entities', 'TestCallerIdRule'> =>
  async (req): Reply<'entities', 'TestCallerIdRule'> => {
    const v = new Violations();
    const target = readTarget(v, 'caller_id_regex', 'regex', req.caller_id_regex);
    const number = readNumber(v, 'phone_number', req.phone_number);
    v.throwIfAny();
    const regex = new RegExp((target as NonNullable<typeof target>).pattern);
    return { is_matched: matchNumber(regex, number as string) };
  };
