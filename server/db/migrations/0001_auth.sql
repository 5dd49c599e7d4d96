-- Clients of the token service, the Gatekeeper scopes they may act in, and the HS256 keys that
-- sign access tokens. The keys live here (not in a data folder) so that every server instance on
-- one PostgreSQL signs and accepts the same tokens.

CREATE TABLE scopes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE clients (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('analyst', 'admin', 'support', 'service')),
  -- scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
  secret_hash text NOT NULL,
  oauth_scopes text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- Which Gatekeeper scopes a client may act in (a join table, so a scope in use cannot vanish).
CREATE TABLE client_scopes (
  client_id text NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL REFERENCES scopes (id) ON DELETE RESTRICT,
  PRIMARY KEY (client_id, scope_id)
);

CREATE INDEX client_scopes_scope_idx ON client_scopes (scope_id);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL DEFAULT 'HS256' CHECK (alg = 'HS256'),
  -- 32 random bytes, base64url
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
