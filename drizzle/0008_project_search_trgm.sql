-- The trigram opclass for the project text search (contrib; PGlite loads it as an extension in db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin (lower("name" || ' ' || coalesce("number", '') || ' ' || coalesce("client", '') || ' ' || coalesce("city", '')) gin_trgm_ops);
