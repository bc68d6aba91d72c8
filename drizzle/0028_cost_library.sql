CREATE TABLE "assemblies" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"driver" text NOT NULL,
	"driver_unit" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_items" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"cost_code" text NOT NULL,
	"description" text NOT NULL,
	"unit" text,
	"unit_cost_cents" numeric(24, 5) NOT NULL,
	"split" jsonb,
	"cost_type" text,
	"source" text,
	"price_date" date NOT NULL,
	"location" text,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "group_uid" uuid;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "cost_item_uid" uuid;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "library_cents" numeric(24, 5);--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assemblies_company_name_idx" ON "assemblies" USING btree ("company_uid",lower("name"),"uid");--> statement-breakpoint
CREATE INDEX "cost_items_company_code_idx" ON "cost_items" USING btree ("company_uid","cost_code","uid");--> statement-breakpoint
CREATE INDEX "cost_items_search_trgm_idx" ON "cost_items" USING gin (lower("cost_code" || ' ' || "description") gin_trgm_ops);