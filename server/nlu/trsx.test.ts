// TRSX import without a server: what the two real exports become (intents, entity kinds, samples
// with markup), malformed files refused with the XML line, and the engine on an imported model:
// roles told apart by context, predefined grammars, annotated texts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel, Interpreter } from './engine.js';
import { checkTrainingModel } from './format.js';
import type { TrainingModel } from './format.js';
import { mixLanguage, modelFromTrsx, parseXml, TrsxError } from './trsx.js';

const exportFile = (project: string) =>
  `${import.meta.dirname}/../../../shared/data/mix-projects/${project}/en-US/en-US.trsx`;
const readExport = (project: string) => fs.readFileSync(exportFile(project), 'utf8');

/** The line of a TrsxError thrown by f (fails when f does not throw one). */
function errorLine(f: () => unknown): { line: number; message: string } {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(TrsxError);
    return { line: (err as TrsxError).line, message: (err as Error).message };
  }
  throw new Error('no TrsxError');
}

const project = (body: string, lang = 'eng-USA') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<project xml:lang="${lang}">\n${body}\n</project>\n`;

const TWO_INTENTS = `  <samples>
    <sample intentref="A">hello there</sample>
    <sample intentref="B">goodbye now</sample>
  </samples>`;
const ONTOLOGY = `  <ontology><intents><intent name="A"/><intent name="B"/></intents></ontology>`;

describe('the real exports', () => {
  it('imports travel: intents as named, eCity a list, departure and arrival cities roles of it, dates a role of DATE', () => {
    const m = modelFromTrsx(readExport('travel-ivr-digital'), { locale: 'en-US' });
    expect(checkTrainingModel(m)).toEqual([]);
    expect(m.language).toBe('eng-USA');
    expect(Object.keys(m.intents).sort()).toEqual([
      'NO_INTENT',
      'iAllDone',
      'iBookFlight',
      'iFAQLostLuggage',
      'iFlightStatus',
    ]);
    expect(m.entities).toMatchObject({
      eCity: { kind: 'list' },
      eDepartureCity: { kind: 'isA', of: 'eCity' },
      eArrivalCity: { kind: 'isA', of: 'eCity' },
      eDepartureDate: { kind: 'isA', of: 'DATE' },
      DATE: { kind: 'predefined', grammar: 'DATE' },
      eConfirmFlight: { kind: 'isA', of: 'YES_NO' },
      eBookFlight: { kind: 'freeform' },
    });
    const city = m.entities!.eCity as { values: { value: string; synonyms?: string[] }[] };
    expect(city.values).toContainEqual({
      value: 'New York City',
      synonyms: ['JFK', 'LGA', 'New York', 'New York City'],
    });
    // Whitespace lost between text and annotations in the XML is put back; the outermost concept is marked.
    expect(m.intents.iBookFlight).toContain(
      'Can I go from [Montreal](eDepartureCity) to [Phoenix](eArrivalCity) on [May first](eDepartureDate) ?',
    );
  });

  it('imports banking: 18 intents and NO_INTENT, account roles, amounts, yes/no, and REF_THING (undeclared) as freeform', () => {
    const m = modelFromTrsx(readExport('banking'), { locale: 'en-US' });
    expect(checkTrainingModel(m)).toEqual([]);
    expect(Object.keys(m.intents)).toHaveLength(19);
    expect(m.entities).toMatchObject({
      ACCOUNT_NAME: { kind: 'list' },
      FROM_ACCOUNT: { kind: 'isA', of: 'ACCOUNT_NAME' },
      TO_ACCOUNT: { kind: 'isA', of: 'ACCOUNT_NAME' },
      AMOUNT: { kind: 'isA', of: 'nuance_AMOUNT' },
      nuance_AMOUNT: { kind: 'predefined', grammar: 'nuance_AMOUNT' },
      GENERIC_ORDER: { kind: 'isA', of: 'nuance_ORDINAL_NUMBER' },
      YES_NO_custom: { kind: 'isA', of: 'YES_NO' },
      TIMEFRAME: { kind: 'isA', of: 'DATE' },
      REF_THING: { kind: 'freeform' },
    });
  });
});

describe('the engine on the imported banking model', () => {
  const model = new Interpreter(buildModel(modelFromTrsx(readExport('banking'), { locale: 'en-US' })));
  const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
  const entities = (text: string) =>
    model.analyse(text, [], undefined, now).mentions.map((m) => [m.entity, m.value, m.literal]);

  it('tells FROM_ACCOUNT from TO_ACCOUNT by the words around the account, and keeps ACCOUNT_NAME elsewhere', () => {
    expect(entities('move 20 dollars from my joint checking to vacation savings')).toEqual([
      ['AMOUNT', '20', '20 dollars'],
      ['FROM_ACCOUNT', 'joint checking', 'joint checking'],
      ['TO_ACCOUNT', 'vacation saving', 'vacation savings'],
    ]);
    expect(entities('what is the balance of my chequing')).toEqual([['ACCOUNT_NAME', 'checking', 'chequing']]);
  });

  it('reads amounts, dates, yes/no and ordinals with their grammars, and annotated texts such as "in full"', () => {
    expect(entities('pay eighty five fifty')).toContainEqual(['AMOUNT', '85.50', 'eighty five fifty']);
    expect(entities('pay $1,250.75')).toContainEqual(['AMOUNT', '1250.75', '$1,250.75']);
    expect(entities('pay it in full')).toContainEqual(['AMOUNT', 'in full', 'in full']);
    expect(entities('the second one')).toEqual([['GENERIC_ORDER', '2', 'second']]);
    expect(entities('no thanks')).toEqual([['YES_NO_custom', 'false', 'no thanks']]);
    expect(entities('show my deposits from yesterday')).toContainEqual(['TIMEFRAME', '2026-11-25', 'yesterday']);
    expect(entities('my purchases on christmas eve')).toContainEqual(['TIMEFRAME', '--12-24', 'christmas eve']);
    expect(entities('charges since last friday')).toContainEqual(['TIMEFRAME', '2026-11-20', 'last friday']);
  });
});

describe('the entity kinds TRSX needs, in the model format', () => {
  it('names what is wrong with a predefined grammar or an isA relation', () => {
    const model = (entities: Record<string, unknown>) =>
      ({ format: 'vigil-nlu/1', language: 'eng-USA', intents: { A: ['a'], B: ['b'] }, entities }) as TrainingModel;
    expect(
      checkTrainingModel(model({ D: { kind: 'predefined', grammar: 'DATE' }, R: { kind: 'isA', of: 'D' } })),
    ).toEqual([]);
    const problems = checkTrainingModel(
      model({
        P: { kind: 'predefined', grammar: 'nuance_WEATHER' },
        X: { kind: 'isA', of: 'Y' },
        Y: { kind: 'isA', of: 'X' },
        Z: { kind: 'isA', of: 'NOPE' },
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^entities\.P\.grammar: must be one of DATE, /),
      'entities.X.of: isA loops (X → Y → X)',
      'entities.Y.of: isA loops (Y → X → Y)',
      'entities.Z.of: must name an entity',
    ]);
  });
});

describe('malformed files', () => {
  it.each([
    [
      'an unclosed element',
      project(`  <samples>\n    <sample intentref="A">hi\n  </samples>`),
      5,
      '</samples> closes <sample> opened on line 4',
    ],
    ['an unquoted attribute', project(`  <samples>\n    <sample intentref=A>hi</sample>`), 4, 'must be quoted'],
    [
      'an unknown entity reference',
      project(`\n\n  <samples><sample intentref="A">a &nbsp; b</sample></samples>`),
      5,
      'unknown entity &nbsp;',
    ],
    [
      'a sample of an undeclared intent',
      project(`${ONTOLOGY}\n  <samples>\n    <sample intentref="C">x</sample>\n  </samples>`),
      5,
      'undeclared intent C',
    ],
    [
      'an empty annotation',
      project(
        `${ONTOLOGY}\n  <samples>\n    <sample intentref="A">x<annotation conceptref="E"> </annotation></sample>\n  </samples>`,
      ),
      5,
      'covers no text',
    ],
    [
      'an isA loop',
      project(
        `  <ontology>\n    <concepts>\n      <concept name="X"><relations><relation type="isA" conceptref="Y"/></relations></concept>\n      <concept name="Y"><relations><relation type="isA" conceptref="X"/></relations></concept>\n    </concepts>\n  </ontology>`,
      ),
      6,
      'isA relations loop: X → Y → X',
    ],
    [
      'a dictionary of an undeclared concept',
      project(`  <dictionaries>\n    <dictionary conceptref="Z"><entry literal="z"/></dictionary>\n  </dictionaries>`),
      4,
      'undeclared concept Z',
    ],
    ['content after the root', project(TWO_INTENTS) + '<extra/>', 8, 'after the root element'],
    [
      'another language than the locale',
      project(TWO_INTENTS, 'fra-FRA'),
      2,
      'xml:lang is fra-FRA but the locale is en-US',
    ],
    [
      'a single intent',
      project(`  <samples>\n    <sample intentref="NO_INTENT">hi</sample>\n  </samples>`),
      3,
      'at least two intents',
    ],
  ])('refuses %s, naming its line', (_what, xml, line, words) => {
    const e = errorLine(() => modelFromTrsx(xml, { locale: 'en-US' }));
    expect(e.message).toContain(words);
    expect(e.line).toBe(line);
    expect(e.message).toMatch(new RegExp(`^line ${line}: `));
  });

  it('refuses nesting deeper than it needs instead of overflowing the stack', () => {
    const deep = '<a>'.repeat(10_000) + '</a>'.repeat(10_000);
    expect(errorLine(() => parseXml(deep)).message).toContain('nest deeper than 64');
  });

  it('reads character references, CDATA and comments', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- c --><a x="&quot;1&#x41;&#66;&quot;"><![CDATA[<b>]]>&amp;<!-- d --></a>',
    );
    expect(root).toMatchObject({ name: 'a', attrs: { x: '"1AB"' }, line: 1 });
    expect(root.children.map((c) => ('text' in c ? c.text : '')).join('')).toBe('<b>&');
  });

  it('maps folder locales to Mix languages', () => {
    expect(mixLanguage('en-US')).toBe('eng-USA');
    expect(mixLanguage('fr-CA')).toBe('fra-CAN');
    expect(mixLanguage('eng-GBR')).toBe('eng-GBR');
    expect(mixLanguage('xx-YY')).toBeUndefined();
  });
});
