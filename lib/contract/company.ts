// The company as the API answers it: declared here so the server's builder (lib/server/company/dto.ts)
// and the browser's code share one shape without the browser importing server code.

/** The company as every member sees it (spec §3 plus `is_ai_assistant_enabled`). */
export type CompanyDto = {
  uid: string;
  company_name: string;
  login_type: string;
  logo_url: string | null;
  is_market_data_visible: boolean;
  is_v2_estimate: boolean;
  is_ai_assistant_enabled: boolean;
  version: number;
};
