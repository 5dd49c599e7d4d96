-- Compiled interpretation wordsets are stored gzipped (server/nlu/wordsets.store.ts): a wordset at
-- the compile limit is 4.5 MB of JSON, and writing or reading that as jsonb held PGlite, which runs
-- on the server's own thread, for 0.1-0.5 s. The gzip runs in libuv's pool, the row carries a tenth
-- of the bytes, and EXTERNAL storage keeps PostgreSQL from trying to compress them again. Rows
-- written before keep their `compiled` jsonb and are read as they are.
ALTER TABLE nlu_wordsets ALTER COLUMN compiled DROP NOT NULL;
ALTER TABLE nlu_wordsets ADD COLUMN compiled_gz bytea;
ALTER TABLE nlu_wordsets ALTER COLUMN compiled_gz SET STORAGE EXTERNAL;
ALTER TABLE nlu_wordsets ADD CONSTRAINT nlu_wordsets_compiled_present CHECK (compiled IS NOT NULL OR compiled_gz IS NOT NULL);
