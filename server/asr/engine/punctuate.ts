// Rule-based formatting of a recognised utterance (auto_punctuate; the engine has no punctuation
// model). The rules, in order:
//   - the pronoun "i" (and its contractions: i'm, i'll, i'd, i've) is written "I";
//   - with auto_punctuate: an utterance opening with a question word or an auxiliary verb (what,
//     where, when, why, who, which, how, is, are, do, does, did, can, could, will, would, should,
//     may, have, has ...) and longer than that word ends with "?", any other with ".";
//     an opening interjection (yes, no, okay, well, hello, hi, thanks, sorry ...) followed by more
//     words takes a comma after it; "but" and "because" inside the utterance take a comma before;
//   - the first letter is capitalised unless suppress_initial_capitalization is set.
const QUESTION_OPENERS = new Set(
  (
    'what where when why who whom whose which how is are am was were do does did can could will would ' +
    'should shall may might have has had'
  ).split(' '),
);
const INTERJECTIONS = new Set('yes yeah no okay ok well hello hi hey thanks sorry oh right sure'.split(' '));
const COMMA_BEFORE = new Set(['but', 'because']);

export function formatUtterance(words: string[], o: { punctuate: boolean; capitalize: boolean }): string {
  if (!words.length) return '';
  const out = words.map((w) => w.replace(/^i('(m|ll|d|ve))?$/i, (m) => 'I' + m.slice(1)));
  if (o.punctuate) {
    const first = words[0]!.toLowerCase();
    if (out.length > 1 && INTERJECTIONS.has(first)) out[0] += ',';
    for (let i = 2; i < out.length; i++) {
      if (COMMA_BEFORE.has(words[i]!.toLowerCase()) && !out[i - 1]!.endsWith(',')) out[i - 1] += ',';
    }
    out[out.length - 1] += out.length > 1 && QUESTION_OPENERS.has(first) ? '?' : '.';
  }
  let text = out.join(' ');
  if (o.capitalize) text = text[0]!.toUpperCase() + text.slice(1);
  return text;
}
