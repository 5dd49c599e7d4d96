// Builds a semantic model from its training file and interprets text with it.
//
// Build: each sample sentence is tokenised (text.ts); entity mentions become one placeholder token
// per entity (<AMOUNT>), so "send 20 dollars" and "send 300 dollars" look alike to the classifier;
// the features are the bag of unigrams plus the bigrams seen at least twice, binary, with a bias
// column. The classifier is mljs's one-vs-all logistic regression (ml-logistic-regression) trained
// by batch gradient descent for TRAIN_STEPS steps at TRAIN_RATE (its default 50,000 steps at 5e-4
// takes minutes; these reach 100% training accuracy on the demo model), computed on the sparse rows
// (trainOneVsAll) and loaded into the library's classifier to interpret.
//
// Confidences: each one-vs-all classifier gives p_i, the sigmoid probability that the sentence
// belongs to intent i. They are independent, so they need not sum to 1; the confidence reported
// is p_i / Σ_j p_j, a distribution over the model's intents (0-1, summing to 1). A sentence no
// classifier claims gets low, flat confidences rather than a confident guess.
import { Matrix } from 'ml-matrix';
import LogisticRegression from 'ml-logistic-regression';
import {
  contextWords,
  wordsAround,
  EntityMatcher,
  type EntityContext,
  type Mention,
  type Wordset,
} from './entities.js';
import type { EntityDef, TrainingModel } from './format.js';
import { parseSample } from './format.js';
import { tokenize, type Token } from './text.js';

const TRAIN_STEPS = 120;
const TRAIN_RATE = 0.1;
const ENGINE_VERSION = 1;

/** What a deployed model keeps: everything interpretation needs, JSON-serialisable. */
export interface CompiledModel {
  engine: typeof ENGINE_VERSION;
  language: string;
  intents: string[];
  vocabulary: string[];
  /** Per intent, the weights of its one-vs-all classifier (bias last). */
  weights: number[][];
  entities: Record<string, EntityDef>;
  /** What the samples say about each annotated entity (for roles, freeform and annotated texts). */
  contexts?: Record<string, EntityContext>;
  sentences: number;
  buildMs: number;
}

interface RankedIntent {
  intent: string;
  confidence: number;
}

export interface Analysis {
  tokens: Token[];
  mentions: Mention[];
}

function featureTerms(tokens: Token[], mentions: { entity: string; start: number; end: number }[]): string[] {
  const seq: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const m = mentions.find((x) => t.start >= x.start && t.end <= x.end);
    if (!m) seq.push(t.norm);
    else if (seq[seq.length - 1] !== `<${m.entity}>` || i === 0 || tokens[i - 1]!.end < m.start)
      seq.push(`<${m.entity}>`);
  }
  const terms = [...seq];
  for (let i = 0; i + 1 < seq.length; i++) terms.push(`${seq[i]} ${seq[i + 1]}`);
  return terms;
}

export function buildModel(model: TrainingModel): CompiledModel {
  const started = performance.now();
  const intents = Object.keys(model.intents);
  const rows: { terms: string[]; label: number }[] = [];
  const contexts: Record<string, EntityContext> = {};
  const defs = model.entities ?? {};
  intents.forEach((intent, label) => {
    for (const s of model.intents[intent]!) {
      const a = parseSample(s);
      const tokens = tokenize(a.text);
      rows.push({ terms: featureTerms(tokens, a.mentions), label });
      for (const m of a.mentions) {
        const ctx = (contexts[m.entity] ??= { n: 0, before: {}, after: {}, literals: [], maxTokens: 0, words: {} });
        const { before, after } = contextWords(tokens, m.start, m.end);
        ctx.n++;
        for (const w of wordsAround(tokens, m.start, m.end)) ctx.words![w] = (ctx.words![w] ?? 0) + 1;
        ctx.before[before] = (ctx.before[before] ?? 0) + 1;
        ctx.after[after] = (ctx.after[after] ?? 0) + 1;
        const literal = a.text.slice(m.start, m.end);
        const kind = defs[m.entity]?.kind;
        if (kind !== 'list' && kind !== 'regex' && !ctx.literals.includes(literal)) ctx.literals.push(literal);
        ctx.maxTokens = Math.max(ctx.maxTokens, tokenize(literal).length);
      }
    }
  });
  const counts = new Map<string, number>();
  for (const r of rows) for (const t of new Set(r.terms)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([t, n]) => !t.includes(' ') || n >= 2)
    .map(([t]) => t)
    .sort();
  const index = new Map(vocabulary.map((t, i) => [t, i]));
  const active = rows.map((r) => {
    const cols = new Set<number>([vocabulary.length]);
    for (const t of r.terms) {
      const j = index.get(t);
      if (j !== undefined) cols.add(j);
    }
    return [...cols];
  });
  const weights = intents.map((_, label) =>
    trainOneVsAll(
      active,
      rows.map((r) => (r.label === label ? 0 : 1)),
      vocabulary.length + 1,
    ),
  );
  return {
    engine: ENGINE_VERSION,
    language: model.language,
    intents,
    vocabulary,
    weights,
    entities: defs,
    ...(Object.keys(contexts).length ? { contexts } : {}),
    sentences: rows.length,
    buildMs: Math.round(performance.now() - started),
  };
}

/**
 * One classifier of mljs's one-vs-all logistic regression, trained as its train() does (weights from
 * zero, TRAIN_STEPS steps of batch gradient descent at TRAIN_RATE, its own class labelled 0) but on
 * the sparse 0/1 rows: its dense matrix products took a minute on a TRSX export's 700 samples, these
 * sums well under a second. The weights load into the library's classifier (Interpreter).
 */
function trainOneVsAll(active: number[][], target: number[], columns: number): number[] {
  const w = new Float64Array(columns);
  const grad = new Float64Array(columns);
  for (let step = 0; step < TRAIN_STEPS; step++) {
    grad.fill(0);
    active.forEach((cols, i) => {
      let z = 0;
      for (const j of cols) z += w[j]!;
      const err = target[i]! - 1 / (1 + Math.exp(-z));
      for (const j of cols) grad[j]! += err;
    });
    for (let j = 0; j < columns; j++) w[j]! += TRAIN_RATE * grad[j]!;
  }
  return [...w];
}

/** A compiled model ready to interpret: the classifier restored, the entity matcher built once. */
export class Interpreter {
  private readonly classifier: LogisticRegression;
  private readonly index: Map<string, number>;
  private readonly matcher: EntityMatcher;

  constructor(readonly model: CompiledModel) {
    this.classifier = LogisticRegression.load({
      name: 'LogisticRegression',
      numSteps: TRAIN_STEPS,
      learningRate: TRAIN_RATE,
      numberClasses: model.intents.length,
      classifiers: model.weights.map((w) => ({ weights: [w] })),
    });
    this.index = new Map(model.vocabulary.map((t, i) => [t, i]));
    this.matcher = new EntityMatcher(model.entities, [], model.contexts);
  }

  /** List entities of the model (the ones a wordset may extend). */
  listEntities(): string[] {
    return Object.entries(this.model.entities)
      .filter(([, d]) => d.kind === 'list')
      .map(([n]) => n);
  }

  /**
   * Tokens and entity mentions of `text`, the wordsets' entries added to the list entities.
   * `wordsetKey` names a set of wordsets that does not change under that name (compiled ones, by
   * their content checksums): their matcher is built once and kept, a large compiled wordset being the
   * seed's advice for lower latency (section 2.4). Inline wordsets are matched afresh every call.
   * `now` is the day relative dates (tomorrow, next friday) count from.
   */
  analyse(text: string, wordsets: Wordset[] = [], wordsetKey?: string, now?: Date): Analysis {
    const tokens = tokenize(text);
    return { tokens, mentions: this.matcherFor(wordsets, wordsetKey).match(text, tokens, now) };
  }

  private readonly wordsetMatchers = new Map<string, EntityMatcher>();
  private static readonly MAX_WORDSET_MATCHERS = 64;

  private matcherFor(wordsets: Wordset[], key: string | undefined): EntityMatcher {
    if (!wordsets.length) return this.matcher;
    if (key === undefined) return new EntityMatcher(this.model.entities, wordsets, this.model.contexts);
    let m = this.wordsetMatchers.get(key);
    if (m) {
      // Most recently used last, so the oldest is the first to go.
      this.wordsetMatchers.delete(key);
      this.wordsetMatchers.set(key, m);
      return m;
    }
    m = new EntityMatcher(this.model.entities, wordsets, this.model.contexts);
    if (this.wordsetMatchers.size >= Interpreter.MAX_WORDSET_MATCHERS)
      this.wordsetMatchers.delete(this.wordsetMatchers.keys().next().value!);
    this.wordsetMatchers.set(key, m);
    return m;
  }

  /** Intents ranked by confidence for the tokens (a whole input or one clause of it). */
  classify(tokens: Token[], mentions: Mention[]): RankedIntent[] {
    const p = this.probabilities(this.activeFeatures(tokens, mentions));
    const sum = p.reduce((a, b) => a + b, 0) || 1;
    return this.model.intents
      .map((intent, i) => ({ intent, confidence: p[i]! / sum }))
      .sort((a, b) => b.confidence - a.confidence);
  }

  /**
   * Column indices of the features present (bias included). The words a mention covers count as
   * well as its placeholder: a sample can hold a list entity's phrase unannotated ("Book a flight
   * to …" where "book a flight" is a global command), and its words then still speak for its intent.
   */
  activeFeatures(tokens: Token[], mentions: Mention[]): number[] {
    const active = new Set<number>([this.model.vocabulary.length]);
    const covered = tokens.filter((t) => mentions.some((m) => t.start >= m.start && t.end <= m.end)).map((t) => t.norm);
    for (const t of [...featureTerms(tokens, mentions), ...covered]) {
      const j = this.index.get(t);
      if (j !== undefined) active.add(j);
    }
    return [...active];
  }

  /**
   * p_i per intent: the sigmoid of the classifier's weights summed over the features present,
   * which is what the library's testScores computes on the dense 0/1 row (1 - its score, as it
   * labels each classifier's own class 0), without building a matrix per call.
   */
  probabilities(active: number[]): number[] {
    return this.model.weights.map((w) => {
      let z = 0;
      for (const j of active) z += w[j]!;
      return 1 - 1 / (1 + Math.exp(-z));
    });
  }

  /** The same probabilities through the library (a dense row and testScores): for tests. */
  libraryProbabilities(active: number[]): number[] {
    const x = Matrix.zeros(1, this.model.vocabulary.length + 1);
    for (const j of active) x.set(0, j, 1);
    return this.classifier.classifiers.map((c) => 1 - (c.testScores(x)[0] ?? 1));
  }
}

interface Clause {
  start: number;
  end: number;
  tokens: Token[];
  mentions: Mention[];
  ranked: RankedIntent[];
}

const JOINERS = new Set(['and', 'also', 'then', 'plus']);
/** A clause counts as a separate intent when its best intent is at least this confident. */
const CLAUSE_CONFIDENCE = 0.5;

/**
 * Multi-intent reading: the input split at sentence punctuation and at "and/also/then/plus",
 * each part classified, neighbours with the same best intent merged. One clause (or none
 * confident) means a single intent over the whole input.
 */
export function splitClauses(interp: Interpreter, text: string, a: Analysis): Clause[] {
  const groups: Token[][] = [[]];
  a.tokens.forEach((t, i) => {
    const prev = a.tokens[i - 1];
    const punct = prev && /[.;!?,]/.test(text.slice(prev.end, t.start));
    const inEntity = a.mentions.some((m) => t.start >= m.start && t.end <= m.end);
    if (!inEntity && JOINERS.has(t.norm)) {
      groups.push([]);
      return;
    }
    if (punct && groups[groups.length - 1]!.length) groups.push([]);
    groups[groups.length - 1]!.push(t);
  });
  const clauses: Clause[] = [];
  for (const g of groups.filter((x) => x.length)) {
    const start = g[0]!.start;
    const end = g[g.length - 1]!.end;
    const mentions = a.mentions.filter((m) => m.start >= start && m.end <= end);
    const ranked = interp.classify(g, mentions);
    const prev = clauses[clauses.length - 1];
    if (prev && (prev.ranked[0]!.intent === ranked[0]!.intent || ranked[0]!.confidence < CLAUSE_CONFIDENCE)) {
      prev.end = end;
      prev.tokens = [...prev.tokens, ...g];
      prev.mentions = [...prev.mentions, ...mentions];
      prev.ranked = interp.classify(prev.tokens, prev.mentions);
      continue;
    }
    clauses.push({ start, end, tokens: g, mentions, ranked });
  }
  return clauses;
}
