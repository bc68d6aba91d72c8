/**
 * Where a staff user's chosen company lives: a localStorage entry that
 * feeds the `company-uid` header of API calls, mirrored in a cookie of the same name so that
 * server-rendered pages resolve the same company.
 */
export const ACTIVE_COMPANY_KEY = "active-company-uid";
