-- Every Execute rewrites its session row (state, nii_seq, expires_at). With an index on expires_at
-- none of those updates could be HOT, so each one also wrote new entries in both indexes; without it
-- (and with room left on each page) the row is rewritten in place. The expiry sweep, which runs
-- rarely, scans the table instead. state is stored as json: it is only ever read back whole, so the
-- jsonb conversion on every save bought nothing.
DROP INDEX dialog_sessions_expiry;
ALTER TABLE dialog_sessions SET (fillfactor = 70);
ALTER TABLE dialog_sessions ALTER COLUMN state TYPE json USING state::json;
