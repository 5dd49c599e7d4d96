-- Semantic models of the interpretation runtime (seed 000 sections 2.3-2.4), private to the app
-- that deployed them: the app ID segment of the deploying client ID and the model URN identify
-- one. `training` is the training file as deployed (our JSON format, server/nlu/format.ts);
-- `compiled` is what the build produced (vocabulary, classifier weights, entity definitions), so
-- a server loads a model without training it again.
CREATE TABLE nlu_models (
  app_id text NOT NULL,
  urn text NOT NULL,
  context_tag text NOT NULL,
  language text NOT NULL,
  training jsonb NOT NULL,
  compiled jsonb NOT NULL,
  intents text[] NOT NULL,
  build_ms integer NOT NULL,
  version integer NOT NULL DEFAULT 1,
  deployed_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, urn)
);
