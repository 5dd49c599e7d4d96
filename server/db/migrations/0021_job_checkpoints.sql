-- The status job runs on the durable-job runner (server/jobs/) and resumes from a checkpoint after
-- a take-over instead of starting again: where its walk of the profiles got to, and the CSV parts
-- it has stored ({"afterId": uuid, "rows": n, "pages": n, "parts": [[entry, rows], ...]}).
ALTER TABLE voiceprint_status_jobs ADD COLUMN checkpoint jsonb;

-- DeletePersonalData takes the person off their caller-ID validations: found by this.
CREATE INDEX callerid_validations_person ON callerid_validations (scope_id, gk_person_id) WHERE gk_person_id IS NOT NULL;
