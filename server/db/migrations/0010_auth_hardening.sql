-- Security review (#13). Numbered 0010 because 0009 is taken by the audio blob store's migration.
--
-- Signing keys are kept sealed (AES-256-GCM under a key-encryption key that is not in the
-- database: VIGIL_KEY_ENCRYPTION_KEY, or DATA_DIR/key-encryption.key). `secret` (the clear key)
-- stays only for rows written before this migration; the token service seals them and retires
-- them on its next start, since a clear key may already sit in a WAL segment or a backup.
ALTER TABLE signing_keys ALTER COLUMN secret DROP NOT NULL;
ALTER TABLE signing_keys ADD COLUMN sealed text;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_has_key CHECK (secret IS NOT NULL OR sealed IS NOT NULL);

-- Client revocation: every token carries the token_version its client had when it was issued.
-- Disabling, enabling and rotating a client take a new value from the sequence, so tokens issued
-- before are refused; removing a client leaves a tombstone with a value from the same sequence,
-- so a client later created with the same ID (which takes a newer value) does not revive them.
CREATE SEQUENCE client_token_version_seq;
ALTER TABLE clients ADD COLUMN token_version bigint NOT NULL DEFAULT nextval('client_token_version_seq');

CREATE TABLE removed_clients (
  client_id text PRIMARY KEY,
  token_version bigint NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);

-- Token-endpoint attempt buckets, shared by every instance on one database. key is
-- 'client:<client ID>' or 'addr:<remote address>'; tokens refill with time up to the bucket's burst.
CREATE TABLE auth_attempts (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_at_idx ON auth_attempts (at);
