// Profiles the audio bench's upload (a one-hour 8 kHz stereo WAV PUT until its peaks answer):
// `node --import tsx --cpu-prof --cpu-prof-dir=<dir> bench/profile-upload.ts`. Prints the timings.
import { writeWav } from '../server/audio/codecs/wav.js';
import { uploadToPeaksMs } from './audio.bench.js';
import { longCall } from './long-call.js';

const wav = writeWav(await longCall());
const r = await uploadToPeaksMs(wav);
console.log(JSON.stringify(r));
