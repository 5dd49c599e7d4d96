-- Configsets and templates (ConfigurationManager). One row per revision; a template is a row with
-- config_class CONFIG_CLASS_TEMPLATE whose configset_id is the template ID. Enums are stored by
-- their proto names. Times come from the server's clock.

CREATE TABLE configset_revisions (
  gk_configset_revision_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  config_class text NOT NULL CHECK (config_class IN ('CONFIG_CLASS_CONFIGSET', 'CONFIG_CLASS_TEMPLATE')),
  configset_id text NOT NULL,          -- client-chosen configset ID, or the template ID
  type text NOT NULL CHECK (type IN ('CONFIGSET_TYPE_SYSTEM', 'CONFIGSET_TYPE_SCOPE', 'CONFIGSET_TYPE_OPERATIONAL')),
  state text NOT NULL CHECK (state IN ('STATE_SAVED', 'STATE_VALIDATED', 'STATE_ACTIVE', 'STATE_INACTIVE', 'STATE_INVALID')),
  description text NOT NULL DEFAULT '',
  content text NOT NULL,               -- UTF-8 JSON object, exactly as stored by the client
  created_by text NOT NULL,            -- client IDs
  updated_by text NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  activated_at timestamptz,            -- last time this revision became ACTIVE
  activation_seq bigint,               -- orders activations (scope-level layers: latest wins)
  creation_seq bigint GENERATED ALWAYS AS IDENTITY  -- tie-break for "newest first"
);

CREATE SEQUENCE configset_activation_seq;

-- At most one ACTIVE revision per configset (or template) ID in a scope.
CREATE UNIQUE INDEX configset_revisions_one_active
  ON configset_revisions (scope_id, config_class, configset_id) WHERE state = 'STATE_ACTIVE';

CREATE INDEX configset_revisions_by_id
  ON configset_revisions (scope_id, config_class, configset_id, created_at DESC, creation_seq DESC);

CREATE INDEX configset_revisions_by_scope
  ON configset_revisions (scope_id, config_class, created_at DESC, creation_seq DESC);
