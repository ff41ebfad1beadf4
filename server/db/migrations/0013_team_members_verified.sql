-- The team lists verified accounts only (docs/security.md): verifying an address changes who is a
-- member, so the members' change ledger (decision 0039) counts updates of email_verified too.
DROP TRIGGER IF EXISTS "users_team_data_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_team_data_change" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "full_name", "email", "role", "email_verified" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('members');
