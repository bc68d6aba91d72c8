// The company: what every member reads, what its admins and Plinth staff change, and the operations under
// /api/v1/company, /api/v1/admin/company and /api/v1/companies.
import { z } from "zod";
import { imageTypeList } from "@/lib/domain/upload-types";
import { requiredString } from "@/lib/domain/validation";
import { markupDefaultDto, markupsInput } from "./estimate";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";
import { uploadTargetDto } from "./storage";

export const companyDto = z.object({
  uid: z.string(),
  company_name: z.string(),
  login_type: z.string().describe("password or sso"),
  logo_url: z.string().nullable(),
  is_market_data_visible: z.boolean(),
  is_v2_estimate: z.boolean(),
  is_ai_assistant_enabled: z.boolean(),
  version: z.number().int(),
});
/** The company as every member sees it. */
export type CompanyDto = z.infer<typeof companyDto>;

export const adminCompanyDto = companyDto.extend({
  is_provider: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  user_count: z.number().int(),
  active_user_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCompanyDto = z.infer<typeof adminCompanyDto>;

/** A company in Plinth staff's list, with how many users it has. */
export const companyListItemDto = companyDto.extend({ user_count: z.number().int() });
export type CompanyListItem = z.infer<typeof companyListItemDto>;

// An http(s) URL or a path on this app (not //host); javascript:, data: and the like are refused.
// When both fail, the union must still say "Must be a URL", not zod's "Invalid input".
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const appPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/)
  .max(2000);
const logoUrl = z.union([httpUrl, appPath], { error: "Must be a URL" }).nullable();

export const updateCompanyInput = z
  .object({
    company_name: requiredString(200),
    logo_url: logoUrl,
    // Product switches: provider staff only (a customer admin cannot enable paid features).
    is_market_data_visible: z.boolean(),
    is_v2_estimate: z.boolean(),
    is_ai_assistant_enabled: z.boolean(),
    login_type: z.enum(["password", "sso"]),
  })
  .partial()
  .strict();
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

export const createCompanyInput = z
  .object({
    company_name: requiredString(200),
    login_type: z.enum(["password", "sso"], { error: "Must be password or sso" }).default("password"),
    is_market_data_visible: z.boolean({ error: "Must be true or false" }).default(false),
    is_v2_estimate: z.boolean({ error: "Must be true or false" }).default(false),
    is_ai_assistant_enabled: z.boolean({ error: "Must be true or false" }).default(false),
  })
  .strict();
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;

export const listCompaniesQuery = listQuery(500, 100).extend({
  search: z.string().trim().max(200, "Must be at most 200 characters").optional(),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuery>;

const sizeMessage = "Must be a size in bytes";

export const logoUploadQuery = z.object({
  fileType: z
    .string({ error: "Required" })
    .trim()
    .toLowerCase()
    .pipe(z.enum(imageTypeList, { error: "Only PNG, JPEG, GIF, WebP and SVG images can be uploaded" })),
  fileName: requiredString(255),
  /** The exact size of the file the browser will PUT; the signed URL accepts no other. */
  fileSize: z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .regex(/^\d{1,15}$/, sizeMessage)
    .transform(Number)
    .pipe(z.number().int(sizeMessage).min(1, "The file is empty")),
});
export type LogoUploadQuery = z.infer<typeof logoUploadQuery>;

const staffOne = "/api/v1/companies/{uid}";

export const companyOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/company",
    summary: "Read the company the request acts for",
    permission: "company.read",
    response: companyDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/company",
    summary: "Change the company's name or logo (its product switches: Plinth staff only)",
    permission: "company.update",
    body: updateCompanyInput,
    response: companyDto,
  }),
  admin: operation({
    method: "GET",
    path: "/api/v1/admin/company",
    summary: "Read the company's admin view: every field, its settings and user counts",
    permission: "company.admin.read",
    response: adminCompanyDto,
  }),
  logoUploadSignature: operation({
    method: "GET",
    path: "/api/v1/company/logo/upload-signature",
    summary: "Sign a one-time upload URL for a new company logo of the given type and size",
    permission: "company.update",
    query: logoUploadQuery,
    response: uploadTargetDto,
  }),
  markupDefault: operation({
    method: "GET",
    path: "/api/v1/company/markup-default",
    summary: "Read the markup stack new blank estimates start with",
    permission: "estimate.read",
    response: markupDefaultDto,
  }),
  replaceMarkupDefault: operation({
    method: "PUT",
    path: "/api/v1/company/markup-default",
    summary: "Replace the markup stack new blank estimates start with",
    permission: "estimate.markup_default.write",
    body: markupsInput,
    response: markupDefaultDto,
  }),
};

/** Plinth staff's view of every customer company: the switcher's list, new companies, product switches. */
export const companiesOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/companies",
    summary: "List every company by name, optionally those whose name contains `search` (staff)",
    staffOnly: true,
    query: listCompaniesQuery,
    response: listResponse(companyListItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/companies",
    summary: "Create a customer company (staff)",
    staffOnly: true,
    body: createCompanyInput,
    status: 201,
    response: companyListItemDto,
  }),
  get: operation({
    method: "GET",
    path: staffOne,
    summary: "Read any company with its user count (staff)",
    staffOnly: true,
    response: companyListItemDto,
  }),
  update: operation({
    method: "PUT",
    path: staffOne,
    summary: "Change any company's name and product switches (staff)",
    staffOnly: true,
    body: updateCompanyInput,
    response: companyListItemDto,
  }),
};
