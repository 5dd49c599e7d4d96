-- #32 finding 8: failed client authentications are counted per (client ID, source) and per source,
-- with an exponential wait once a key has used its free failures, instead of one bucket per client
-- ID that anyone who knew the (public) client ID could empty to lock the client out. Keys are
-- 'pair:<client ID>|<source>' and 'src:<source>'; a row counts `failures` until `at` is older than
-- the service's forget interval. The old buckets hold nothing worth carrying over.
DROP TABLE auth_attempts;
CREATE TABLE auth_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX auth_failures_at_idx ON auth_failures (at);
