-- #32 finding 9: the key that signs audio upload/download URLs is kept like the token-signing keys
-- (server/auth/signing-keys.ts): sealed under the key-encryption key, which is not in the database,
-- and rotated, the previous key verifying for one URL lifetime. The old single clear key moves
-- here as a clear row; the server seals and retires it on first use (it may survive in backups, so
-- a new key signs from then on).
CREATE TABLE audio_url_keys (
  kid text PRIMARY KEY,
  secret text,
  sealed text,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  CONSTRAINT audio_url_keys_has_key CHECK (secret IS NOT NULL OR sealed IS NOT NULL)
);
INSERT INTO audio_url_keys (kid, secret, created_at) SELECT 'a_legacy' || id, secret, created_at FROM audio_keys;
DROP TABLE audio_keys;
