ALTER TABLE "estimate_versions" ALTER COLUMN "lines" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "estimate_versions" ALTER COLUMN "lines" SET DATA TYPE text USING "lines"::text;--> statement-breakpoint
ALTER TABLE "estimate_versions" ALTER COLUMN "lines" SET DEFAULT '[]';
