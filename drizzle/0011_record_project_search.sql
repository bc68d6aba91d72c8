-- The record list's `q` matches the project's search text (db/schema/projects.ts `projectSearchText`). Each record
-- keeps a copy of it in project_search, under its own trigram index, so a search reads project_records alone
-- instead of joining the projects that match. PostgreSQL keeps the copy (every write path, SQL bulk inserts
-- included): a record takes its project's text when inserted, moved to another project or written to directly,
-- and a project's records take the new text when its name, number, client or city changes. The expression below
-- must stay the one of `projectSearchText` and of projects_search_trgm_idx (0008).
ALTER TABLE "project_records" ADD COLUMN "project_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "project_records" AS r
SET "project_search" = lower(p."name" || ' ' || coalesce(p."number", '') || ' ' || coalesce(p."client", '') || ' ' || coalesce(p."city", ''))
FROM "projects" AS p
WHERE p."uid" = r."project_uid";--> statement-breakpoint
CREATE FUNCTION "project_records_copy_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The project's row lock: a rename still uncommitted is waited for (and its new text read), and a rename that
  -- starts later waits for this record, so its update of the project's records includes it. FOR NO KEY UPDATE,
  -- not FOR SHARE: inserting a record updates its project's updated_at, and two inserts holding FOR SHARE on one
  -- project would deadlock there.
  -- No project (the foreign key rejects the row right after): '' rather than a not-null error in its place.
  NEW."project_search" := coalesce((
    SELECT lower(p."name" || ' ' || coalesce(p."number", '') || ' ' || coalesce(p."client", '') || ' ' || coalesce(p."city", ''))
    FROM "projects" AS p WHERE p."uid" = NEW."project_uid" FOR NO KEY UPDATE
  ), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_records_copy_search"
BEFORE INSERT OR UPDATE OF "project_uid", "project_search" ON "project_records"
FOR EACH ROW EXECUTE FUNCTION "project_records_copy_search"();--> statement-breakpoint
CREATE FUNCTION "projects_search_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting the column runs project_records_copy_search, which reads the project's new text.
  UPDATE "project_records" SET "project_search" = '' WHERE "project_uid" = NEW."uid";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_search_to_records"
AFTER UPDATE OF "name", "number", "client", "city" ON "projects"
FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."number" IS DISTINCT FROM NEW."number"
  OR OLD."client" IS DISTINCT FROM NEW."client" OR OLD."city" IS DISTINCT FROM NEW."city")
EXECUTE FUNCTION "projects_search_to_records"();--> statement-breakpoint
CREATE INDEX "project_records_search_trgm_idx" ON "project_records" USING gin ("project_search" gin_trgm_ops);
