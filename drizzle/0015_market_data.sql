CREATE TABLE "market_points" (
	"series_uid" uuid NOT NULL,
	"period" date NOT NULL,
	"value" numeric(20, 5) NOT NULL,
	CONSTRAINT "market_points_series_uid_period_pk" PRIMARY KEY("series_uid","period")
);
--> statement-breakpoint
CREATE TABLE "market_series" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"region" text DEFAULT 'national' NOT NULL,
	"metro" text,
	"building_type" text,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_points" ADD CONSTRAINT "market_points_series_uid_market_series_uid_fk" FOREIGN KEY ("series_uid") REFERENCES "public"."market_series"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_series_name_key" ON "market_series" USING btree (lower("name"));