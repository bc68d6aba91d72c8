import type { CompanyRow } from "@/db/schema";
import type { AdminCompanyDto, CompanyDto } from "@/lib/contract/company";

export type { CompanyDto };

/** The company as every member sees it (lib/contract/company.ts `companyDto`). */
export function companyDto(company: CompanyRow): CompanyDto {
  return {
    uid: company.uid,
    company_name: company.companyName,
    login_type: company.loginType,
    logo_url: company.logoUrl,
    is_market_data_visible: company.isMarketDataVisible,
    is_v2_estimate: company.isV2Estimate,
    is_ai_assistant_enabled: company.isAiAssistantEnabled,
    version: company.version,
  };
}

/** The admin view: every field and the company's settings. */
export function adminCompanyDto(
  company: CompanyRow,
  counts: { users: number; active_users: number },
): AdminCompanyDto {
  return {
    ...companyDto(company),
    is_provider: company.isProvider,
    settings: company.settings,
    user_count: counts.users,
    active_user_count: counts.active_users,
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
  };
}
