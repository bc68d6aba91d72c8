// The query key of an endpoint's delivery log, shared by the endpoint list (which refreshes it after a test)
// and the log itself (loaded when first opened).
export const deliveriesKey = (companyUid: string, webhookUid: string) =>
  ["company", companyUid, "webhooks", webhookUid, "deliveries"] as const;
