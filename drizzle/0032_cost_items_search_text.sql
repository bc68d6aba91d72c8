DROP INDEX "cost_items_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("cost_code" || ' ' || "description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cost_items_search_trgm_idx" ON "cost_items" USING gin ("search_text" gin_trgm_ops);