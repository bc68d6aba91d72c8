CREATE TABLE "units" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "project_records_tags_idx";--> statement-breakpoint
ALTER TABLE "project_records" ADD COLUMN "project_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Until now a record's tags held its project's tags (and, after an import, the record's own merged in):
-- copy the project's into project_tags and keep in tags only what the project does not have.
UPDATE "project_records" AS r SET
	"project_tags" = p."tags",
	"tags" = array(SELECT u.t FROM unnest(r."tags") WITH ORDINALITY AS u(t, i) WHERE NOT (u.t = ANY (p."tags")) ORDER BY u.i)
FROM "projects" AS p
WHERE p."uid" = r."project_uid";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "units_company_code_key" ON "units" USING btree ("company_uid","code");--> statement-breakpoint
CREATE INDEX "project_records_all_tags_idx" ON "project_records" USING gin (("tags" || "project_tags"));