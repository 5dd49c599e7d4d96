// The IPC contract between the renderer and main: every channel, named `domain.method`, with a
// zod schema for its request and its response. Both sides infer their types from here; main
// validates every payload against it, in Electron and in the browser host alike.
import { z } from 'zod';

export const contract = {
  'app.info': {
    request: z.object({}).strict(),
    response: z.object({
      name: z.literal('Vigil'),
      version: z.string(),
      /** Where the console runs: the Electron window or a browser served by the browser host. */
      host: z.enum(['electron', 'browser']),
    }),
  },
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export const CHANNELS = Object.keys(contract) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}
