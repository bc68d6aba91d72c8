// Webhooks: Settings › Webhooks and the operations under /api/v1/webhook. Deliveries are signed
// (`Plinth-Signature`, docs/API.md "Webhooks") and retried with backoff for 24 hours.
import { z } from "zod";
import { required } from "@/lib/domain/validation";
import { isWebhookUrl, webhookEvents } from "@/lib/domain/webhooks";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

const eventList = webhookEvents.join(", ");

export const webhookInput = z
  .object({
    url: z
      .string({ error: required })
      .trim()
      .min(1, "Required")
      .max(2000, "Use at most 2000 characters")
      .refine(isWebhookUrl, "Enter an https:// URL"),
    description: z.string().trim().max(500, "Use at most 500 characters").default(""),
    events: z
      .array(z.enum(webhookEvents, { error: `Must be one of ${eventList}` }), { error: required })
      .min(1, "Choose at least one event")
      .max(webhookEvents.length)
      .describe(`Any of ${eventList}`),
    enabled: z.boolean().default(true).describe("Turning it back on clears why it was disabled"),
  })
  .strict();
export type WebhookInput = z.input<typeof webhookInput>;

export const webhookDto = z.object({
  uid: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable().describe("Why Plinth turned it off (failing for 3 days), if it did"),
  failing_since: z.string().nullable().describe("Since when its deliveries fail without a success between"),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type WebhookDto = z.infer<typeof webhookDto>;

const withSecret = webhookDto.extend({
  secret: z
    .string()
    .describe("The signing secret (`whsec_…`), in this answer only: keep it to verify deliveries"),
});
export type WebhookWithSecret = z.infer<typeof withSecret>;

const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;

export const webhookDeliveryDto = z.object({
  uid: z.string(),
  webhook_uid: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  response_status: z.number().int().nullable().describe("The receiver's last HTTP status; null if none came"),
  last_error: z.string().nullable(),
  response_time_ms: z.number().int().nullable(),
  next_attempt_at: z.string().nullable().describe("When a pending delivery is tried next"),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).describe("The JSON body sent"),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDto>;

const deliveryListQuery = listQuery(100, 25);

export const webhookOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/webhook",
    summary: "List the company's webhook endpoints",
    permission: "webhook.manage",
    response: listResponse(webhookDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/webhook",
    summary: "Register a webhook endpoint (its signing secret is in this answer only)",
    permission: "webhook.manage",
    body: webhookInput,
    status: 201,
    response: withSecret,
  }),
  read: operation({
    method: "GET",
    path: "/api/v1/webhook/{uid}",
    summary: "Read a webhook endpoint (never its secret)",
    permission: "webhook.manage",
    response: webhookDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/webhook/{uid}",
    summary: "Change a webhook endpoint's URL, description, events or whether it is on",
    permission: "webhook.manage",
    body: webhookInput,
    response: webhookDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/webhook/{uid}",
    summary: "Delete a webhook endpoint and its delivery log",
    permission: "webhook.manage",
    status: 204,
  }),
  rotate: operation({
    method: "POST",
    path: "/api/v1/webhook/{uid}/rotate-secret",
    summary: "Replace the endpoint's signing secret (the new one is in this answer only)",
    permission: "webhook.manage",
    ifMatch: "required",
    response: withSecret,
  }),
  test: operation({
    method: "POST",
    path: "/api/v1/webhook/{uid}/test",
    summary: "Queue a `ping` delivery to the endpoint now",
    permission: "webhook.manage",
    status: 201,
    response: webhookDeliveryDto,
  }),
  deliveries: operation({
    method: "GET",
    path: "/api/v1/webhook/{uid}/delivery",
    summary: "List an endpoint's deliveries, newest first",
    permission: "webhook.manage",
    query: deliveryListQuery,
    response: listResponse(webhookDeliveryDto),
  }),
  redeliver: operation({
    method: "POST",
    path: "/api/v1/webhook/{uid}/delivery/{deliveryUid}/redeliver",
    summary: "Send a delivery's payload again now, as a new delivery",
    permission: "webhook.manage",
    status: 201,
    response: webhookDeliveryDto,
  }),
};
