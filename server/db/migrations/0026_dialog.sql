-- Dialog runtime (DLGaaS v1, seed 002): deployed Mix dialog projects and the sessions running them.
-- `dialog_models` holds one project export per (app, URN urn:nuance-mix:tag:model/<tag>/mix.dialog):
-- `flow` is the export's dialog.json `data` object as Mix wrote it (the engine reads it as is),
-- `aliases` the data host base URLs set at deploy (--alias NAME=URL, highest precedence), `nlu_urns`
-- the interpretation models deployed from the export's TRSX files in the same transaction.
CREATE TABLE dialog_models (
  app_id text NOT NULL,
  urn text NOT NULL,
  context_tag text NOT NULL,
  project_name text NOT NULL,
  flow jsonb NOT NULL,
  aliases jsonb NOT NULL DEFAULT '{}',
  nlu_urns text[] NOT NULL,
  version integer NOT NULL DEFAULT 1,
  deployed_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, urn)
);

-- One row per dialog session, private to the app that started it. `state` is where the flow stands
-- (node, variables, entities, component stack, counters); `row_version` guards against two turns of
-- one session running at once on different instances. A session expires at `expires_at`, which
-- every call moves `timeout_sec` ahead; from then on it is NOT_FOUND and the sweep removes it.
CREATE TABLE dialog_sessions (
  app_id text NOT NULL,
  session_id text NOT NULL,
  model_urn text NOT NULL,
  state jsonb NOT NULL,
  nii_seq integer NOT NULL DEFAULT 0,
  timeout_sec integer NOT NULL,
  row_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, session_id)
);

CREATE INDEX dialog_sessions_expiry ON dialog_sessions (expires_at);
