CREATE TABLE "building_types" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"parent_uid" uuid,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"default_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_codes" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"classification" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"division" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_index_points" (
	"series_uid" uuid NOT NULL,
	"company_uid" uuid NOT NULL,
	"period" date NOT NULL,
	"value" numeric(20, 5) NOT NULL,
	CONSTRAINT "cost_index_points_series_uid_period_pk" PRIMARY KEY("series_uid","period")
);
--> statement-breakpoint
CREATE TABLE "cost_index_series" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"base_label" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalation_rates" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"year" integer NOT NULL,
	"rate_percent" numeric(10, 5) NOT NULL,
	"kind" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_indexes" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"series_name" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"value" numeric(12, 5) NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_lists" (
	"company_uid" uuid NOT NULL,
	"list" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_lists_company_uid_list_pk" PRIMARY KEY("company_uid","list")
);
--> statement-breakpoint
ALTER TABLE "building_types" ADD CONSTRAINT "building_types_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_types" ADD CONSTRAINT "building_types_parent_uid_building_types_uid_fk" FOREIGN KEY ("parent_uid") REFERENCES "public"."building_types"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_index_points" ADD CONSTRAINT "cost_index_points_series_uid_cost_index_series_uid_fk" FOREIGN KEY ("series_uid") REFERENCES "public"."cost_index_series"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_index_points" ADD CONSTRAINT "cost_index_points_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_index_series" ADD CONSTRAINT "cost_index_series_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_rates" ADD CONSTRAINT "escalation_rates_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_indexes" ADD CONSTRAINT "location_indexes_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_lists" ADD CONSTRAINT "reference_lists_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "building_types_company_name_key" ON "building_types" USING btree ("company_uid",coalesce("parent_uid", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "building_types_parent_idx" ON "building_types" USING btree ("parent_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_codes_company_code_key" ON "cost_codes" USING btree ("company_uid","classification","code");--> statement-breakpoint
CREATE INDEX "cost_index_points_company_idx" ON "cost_index_points" USING btree ("company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_index_series_company_name_key" ON "cost_index_series" USING btree ("company_uid",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_rates_company_year_key" ON "escalation_rates" USING btree ("company_uid","year");--> statement-breakpoint
CREATE UNIQUE INDEX "location_indexes_company_key" ON "location_indexes" USING btree ("company_uid","series_name","kind","key");