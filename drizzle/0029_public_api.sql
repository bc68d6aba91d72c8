CREATE TABLE "api_key_usage" (
	"key_uid" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_usage_key_uid_window_start_pk" PRIMARY KEY("key_uid","window_start")
);
--> statement-breakpoint
CREATE TABLE "idempotent_answers" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rate_limit" integer;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_key_uid_api_keys_uid_fk" FOREIGN KEY ("key_uid") REFERENCES "public"."api_keys"("uid") ON DELETE cascade ON UPDATE no action;