// Every route module under app/api, for the OpenAPI document. tests/integration/openapi.test.ts fails when a
// route.ts is missing here, so a new endpoint cannot escape the document.
import type { RouteModule } from "@/lib/server/openapi/document";

export const routeModules: { file: string; path: string; load: () => Promise<RouteModule> }[] = [
  { file: "app/api/health/route.ts", path: "/api/health", load: () => import("@/app/api/health/route") },
  {
    file: "app/api/v1/admin/company/route.ts",
    path: "/api/v1/admin/company",
    load: () => import("@/app/api/v1/admin/company/route"),
  },
  {
    file: "app/api/v1/api-key/[uid]/route.ts",
    path: "/api/v1/api-key/{uid}",
    load: () => import("@/app/api/v1/api-key/[uid]/route"),
  },
  {
    file: "app/api/v1/api-key/route.ts",
    path: "/api/v1/api-key",
    load: () => import("@/app/api/v1/api-key/route"),
  },
  {
    file: "app/api/v1/auth/login/route.ts",
    path: "/api/v1/auth/login",
    load: () => import("@/app/api/v1/auth/login/route"),
  },
  {
    file: "app/api/v1/auth/logout/route.ts",
    path: "/api/v1/auth/logout",
    load: () => import("@/app/api/v1/auth/logout/route"),
  },
  {
    file: "app/api/v1/companies/[uid]/route.ts",
    path: "/api/v1/companies/{uid}",
    load: () => import("@/app/api/v1/companies/[uid]/route"),
  },
  {
    file: "app/api/v1/companies/route.ts",
    path: "/api/v1/companies",
    load: () => import("@/app/api/v1/companies/route"),
  },
  {
    file: "app/api/v1/company/logo/upload-signature/route.ts",
    path: "/api/v1/company/logo/upload-signature",
    load: () => import("@/app/api/v1/company/logo/upload-signature/route"),
  },
  {
    file: "app/api/v1/company/markup-default/route.ts",
    path: "/api/v1/company/markup-default",
    load: () => import("@/app/api/v1/company/markup-default/route"),
  },
  {
    file: "app/api/v1/company/route.ts",
    path: "/api/v1/company",
    load: () => import("@/app/api/v1/company/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/duplicate/route.ts",
    path: "/api/v1/estimate/{uid}/duplicate",
    load: () => import("@/app/api/v1/estimate/[uid]/duplicate/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/inputs/route.ts",
    path: "/api/v1/estimate/{uid}/inputs",
    load: () => import("@/app/api/v1/estimate/[uid]/inputs/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/line/[lineUid]/route.ts",
    path: "/api/v1/estimate/{uid}/line/{lineUid}",
    load: () => import("@/app/api/v1/estimate/[uid]/line/[lineUid]/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/line/route.ts",
    path: "/api/v1/estimate/{uid}/line",
    load: () => import("@/app/api/v1/estimate/[uid]/line/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/markup/route.ts",
    path: "/api/v1/estimate/{uid}/markup",
    load: () => import("@/app/api/v1/estimate/[uid]/markup/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/route.ts",
    path: "/api/v1/estimate/{uid}",
    load: () => import("@/app/api/v1/estimate/[uid]/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/view/[viewUid]/route.ts",
    path: "/api/v1/estimate/{uid}/view/{viewUid}",
    load: () => import("@/app/api/v1/estimate/[uid]/view/[viewUid]/route"),
  },
  {
    file: "app/api/v1/estimate/[uid]/view/route.ts",
    path: "/api/v1/estimate/{uid}/view",
    load: () => import("@/app/api/v1/estimate/[uid]/view/route"),
  },
  {
    file: "app/api/v1/estimate/route.ts",
    path: "/api/v1/estimate",
    load: () => import("@/app/api/v1/estimate/route"),
  },
  {
    file: "app/api/v1/mail-outbox/route.ts",
    path: "/api/v1/mail-outbox",
    load: () => import("@/app/api/v1/mail-outbox/route"),
  },
  {
    file: "app/api/v1/news/[uid]/route.ts",
    path: "/api/v1/news/{uid}",
    load: () => import("@/app/api/v1/news/[uid]/route"),
  },
  { file: "app/api/v1/news/route.ts", path: "/api/v1/news", load: () => import("@/app/api/v1/news/route") },
  {
    file: "app/api/v1/project-record/[uid]/file/[fileUid]/route.ts",
    path: "/api/v1/project-record/{uid}/file/{fileUid}",
    load: () => import("@/app/api/v1/project-record/[uid]/file/[fileUid]/route"),
  },
  {
    file: "app/api/v1/project-record/[uid]/file/route.ts",
    path: "/api/v1/project-record/{uid}/file",
    load: () => import("@/app/api/v1/project-record/[uid]/file/route"),
  },
  {
    file: "app/api/v1/project-record/[uid]/file/upload-signature/route.ts",
    path: "/api/v1/project-record/{uid}/file/upload-signature",
    load: () => import("@/app/api/v1/project-record/[uid]/file/upload-signature/route"),
  },
  {
    file: "app/api/v1/project-record/[uid]/route.ts",
    path: "/api/v1/project-record/{uid}",
    load: () => import("@/app/api/v1/project-record/[uid]/route"),
  },
  {
    file: "app/api/v1/project-record/points/route.ts",
    path: "/api/v1/project-record/points",
    load: () => import("@/app/api/v1/project-record/points/route"),
  },
  {
    file: "app/api/v1/project-record/route.ts",
    path: "/api/v1/project-record",
    load: () => import("@/app/api/v1/project-record/route"),
  },
  {
    file: "app/api/v1/project-record/stats/route.ts",
    path: "/api/v1/project-record/stats",
    load: () => import("@/app/api/v1/project-record/stats/route"),
  },
  {
    file: "app/api/v1/project/[uid]/route.ts",
    path: "/api/v1/project/{uid}",
    load: () => import("@/app/api/v1/project/[uid]/route"),
  },
  {
    file: "app/api/v1/project/export/route.ts",
    path: "/api/v1/project/export",
    load: () => import("@/app/api/v1/project/export/route"),
  },
  {
    file: "app/api/v1/project/import/mapping/route.ts",
    path: "/api/v1/project/import/mapping",
    load: () => import("@/app/api/v1/project/import/mapping/route"),
  },
  {
    file: "app/api/v1/project/import/preview/route.ts",
    path: "/api/v1/project/import/preview",
    load: () => import("@/app/api/v1/project/import/preview/route"),
  },
  {
    file: "app/api/v1/project/import/route.ts",
    path: "/api/v1/project/import",
    load: () => import("@/app/api/v1/project/import/route"),
  },
  {
    file: "app/api/v1/project/route.ts",
    path: "/api/v1/project",
    load: () => import("@/app/api/v1/project/route"),
  },
  {
    file: "app/api/v1/openapi.json/route.ts",
    path: "/api/v1/openapi.json",
    load: () => import("@/app/api/v1/openapi.json/route"),
  },
  {
    file: "app/api/v1/pusher/auth/route.ts",
    path: "/api/v1/pusher/auth",
    load: () => import("@/app/api/v1/pusher/auth/route"),
  },
  {
    file: "app/api/v1/pusher/user-auth/route.ts",
    path: "/api/v1/pusher/user-auth",
    load: () => import("@/app/api/v1/pusher/user-auth/route"),
  },
  {
    file: "app/api/v1/reference/building-type/[uid]/route.ts",
    path: "/api/v1/reference/building-type/{uid}",
    load: () => import("@/app/api/v1/reference/building-type/[uid]/route"),
  },
  {
    file: "app/api/v1/reference/building-type/route.ts",
    path: "/api/v1/reference/building-type",
    load: () => import("@/app/api/v1/reference/building-type/route"),
  },
  {
    file: "app/api/v1/reference/cost-code/[uid]/route.ts",
    path: "/api/v1/reference/cost-code/{uid}",
    load: () => import("@/app/api/v1/reference/cost-code/[uid]/route"),
  },
  {
    file: "app/api/v1/reference/cost-code/route.ts",
    path: "/api/v1/reference/cost-code",
    load: () => import("@/app/api/v1/reference/cost-code/route"),
  },
  {
    file: "app/api/v1/reference/cost-index/[uid]/route.ts",
    path: "/api/v1/reference/cost-index/{uid}",
    load: () => import("@/app/api/v1/reference/cost-index/[uid]/route"),
  },
  {
    file: "app/api/v1/reference/cost-index/import/route.ts",
    path: "/api/v1/reference/cost-index/import",
    load: () => import("@/app/api/v1/reference/cost-index/import/route"),
  },
  {
    file: "app/api/v1/reference/cost-index/route.ts",
    path: "/api/v1/reference/cost-index",
    load: () => import("@/app/api/v1/reference/cost-index/route"),
  },
  {
    file: "app/api/v1/reference/escalation-rate/derive/route.ts",
    path: "/api/v1/reference/escalation-rate/derive",
    load: () => import("@/app/api/v1/reference/escalation-rate/derive/route"),
  },
  {
    file: "app/api/v1/reference/escalation-rate/import/route.ts",
    path: "/api/v1/reference/escalation-rate/import",
    load: () => import("@/app/api/v1/reference/escalation-rate/import/route"),
  },
  {
    file: "app/api/v1/reference/escalation-rate/route.ts",
    path: "/api/v1/reference/escalation-rate",
    load: () => import("@/app/api/v1/reference/escalation-rate/route"),
  },
  {
    file: "app/api/v1/reference/location-index/import/route.ts",
    path: "/api/v1/reference/location-index/import",
    load: () => import("@/app/api/v1/reference/location-index/import/route"),
  },
  {
    file: "app/api/v1/reference/location-index/route.ts",
    path: "/api/v1/reference/location-index",
    load: () => import("@/app/api/v1/reference/location-index/route"),
  },
  {
    file: "app/api/v1/reference/unit/[uid]/route.ts",
    path: "/api/v1/reference/unit/{uid}",
    load: () => import("@/app/api/v1/reference/unit/[uid]/route"),
  },
  {
    file: "app/api/v1/reference/unit/route.ts",
    path: "/api/v1/reference/unit",
    load: () => import("@/app/api/v1/reference/unit/route"),
  },
  {
    file: "app/api/v1/self/change-password/route.ts",
    path: "/api/v1/self/change-password",
    load: () => import("@/app/api/v1/self/change-password/route"),
  },
  { file: "app/api/v1/self/route.ts", path: "/api/v1/self", load: () => import("@/app/api/v1/self/route") },
  {
    file: "app/api/v1/storage/file/[...key]/route.ts",
    path: "/api/v1/storage/file/{key}",
    load: () => import("@/app/api/v1/storage/file/[...key]/route"),
  },
  {
    file: "app/api/v1/storage/upload/[...key]/route.ts",
    path: "/api/v1/storage/upload/{key}",
    load: () => import("@/app/api/v1/storage/upload/[...key]/route"),
  },
  {
    file: "app/api/v1/user/[uid]/deactivate/route.ts",
    path: "/api/v1/user/{uid}/deactivate",
    load: () => import("@/app/api/v1/user/[uid]/deactivate/route"),
  },
  {
    file: "app/api/v1/user/[uid]/reactivate/route.ts",
    path: "/api/v1/user/{uid}/reactivate",
    load: () => import("@/app/api/v1/user/[uid]/reactivate/route"),
  },
  {
    file: "app/api/v1/user/[uid]/resend-invitation/route.ts",
    path: "/api/v1/user/{uid}/resend-invitation",
    load: () => import("@/app/api/v1/user/[uid]/resend-invitation/route"),
  },
  {
    file: "app/api/v1/user/[uid]/route.ts",
    path: "/api/v1/user/{uid}",
    load: () => import("@/app/api/v1/user/[uid]/route"),
  },
  {
    file: "app/api/v1/user/activate/[token]/route.ts",
    path: "/api/v1/user/activate/{token}",
    load: () => import("@/app/api/v1/user/activate/[token]/route"),
  },
  { file: "app/api/v1/user/route.ts", path: "/api/v1/user", load: () => import("@/app/api/v1/user/route") },
];
