// The company switches staff set on the companies page (its table and the company form share them).
export const companyFlags = [
  { name: "is_market_data_visible", label: "Market data" },
  { name: "is_v2_estimate", label: "V2 estimates" },
  { name: "is_ai_assistant_enabled", label: "AI assistant" },
] as const;
