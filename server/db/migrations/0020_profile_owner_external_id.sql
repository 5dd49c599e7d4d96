-- Each voiceprint profile carries its owner's external ID (person_id / fraudster_id), for the status
-- report: read through a join, that was a lookup in voiceprint_owners for every profile, and on a
-- million profiles those lookups (random reads of the owners' index and rows) were most of the
-- report's time. Triggers keep the copy equal to the owner's on every write, in the writing
-- statement's transaction: a profile takes its owner's ID when it is inserted (or moved to another
-- owner, or the copy is written), and renaming an owner renames its profiles.
ALTER TABLE voiceprint_profiles ADD COLUMN owner_external_id text;

UPDATE voiceprint_profiles p SET owner_external_id = o.external_id
  FROM voiceprint_owners o
 WHERE o.gk_owner_id = p.gk_owner_id AND o.external_id IS NOT NULL;

CREATE FUNCTION voiceprint_profile_take_owner_external_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_external_id := (SELECT o.external_id FROM voiceprint_owners o WHERE o.gk_owner_id = NEW.gk_owner_id);
  RETURN NEW;
END
$$;

CREATE TRIGGER voiceprint_profiles_owner_external_id
  BEFORE INSERT OR UPDATE OF gk_owner_id, owner_external_id ON voiceprint_profiles
  FOR EACH ROW EXECUTE FUNCTION voiceprint_profile_take_owner_external_id();

CREATE FUNCTION voiceprint_owner_rename_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE voiceprint_profiles SET owner_external_id = NEW.external_id WHERE gk_owner_id = NEW.gk_owner_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER voiceprint_owners_rename_profiles
  AFTER UPDATE OF external_id ON voiceprint_owners
  FOR EACH ROW WHEN (OLD.external_id IS DISTINCT FROM NEW.external_id)
  EXECUTE FUNCTION voiceprint_owner_rename_profiles();
