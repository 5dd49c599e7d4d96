// A long call for the audio and console benchmarks: real synthesized speech in turns (agent on the
// left channel, caller on the right with background noise), 8 kHz stereo, any length.
import type { Pcm } from '../server/audio/codecs/pcm.js';
import { speechClip } from '../server/audio/speech/speech-audio.testkit.js';
import { whiteNoise } from '../server/audio/speech/signals.js';

export const RATE = 8000;
export const SECONDS = 3600;

export async function longCall(seconds = SECONDS): Promise<Pcm> {
  const agent = await speechClip(RATE, 'kal', 'Thank you for calling. Can you confirm your date of birth, please?');
  const caller = await speechClip(RATE, 'slt', 'Sure, it is the fourth of March, nineteen eighty five.');
  const n = RATE * seconds;
  const left = new Int16Array(n);
  const right = new Int16Array(n);
  const noise = whiteNoise(RATE * 10, 150, 3);
  for (let at = 0; at + agent.length + caller.length + RATE * 2 < n;) {
    left.set(agent, at);
    at += agent.length + RATE / 2;
    right.set(caller, at);
    at += caller.length + RATE / 2;
  }
  for (let i = 0; i < n; i++)
    right[i] = Math.max(-32768, Math.min(32767, right[i]! + Math.round(noise[i % noise.length]!)));
  return { sampleRate: RATE, channels: [left, right] };
}
