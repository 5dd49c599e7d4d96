-- The status job runs on the durable-job runner (server/jobs/) and resumes from a checkpoint after
-- a take-over instead of starting again: where its walk of the profiles got to, and the CSV parts
-- it has stored ({"afterId": uuid, "rows": n, "pages": n, "parts": [[entry, rows], ...]}).
-- pages_read counts the pages committed over all attempts: a job resumed, not restarted, reads
-- each page once.
ALTER TABLE voiceprint_status_jobs ADD COLUMN checkpoint jsonb, ADD COLUMN pages_read integer NOT NULL DEFAULT 0;

-- DeletePersonalData takes the person off their caller-ID validations: found by this.
CREATE INDEX callerid_validations_person ON callerid_validations (scope_id, gk_person_id) WHERE gk_person_id IS NOT NULL;
