// Types for ml-logistic-regression (mljs), which ships none: only what server/nlu uses.
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';
  interface TwoClasses {
    /** Probability that a row is NOT the classifier's class (the library labels its class 0). */
    testScores(features: Matrix): number[];
  }
  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    numberClasses: number;
    classifiers: TwoClasses[];
    train(X: Matrix, Y: Matrix): void;
    predict(X: Matrix): number[];
    toJSON(): unknown;
    static load(model: unknown): LogisticRegression;
  }
}
