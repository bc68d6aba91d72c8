// Every operation of the API. A route file binds each one (tests/integration/contract.test.ts holds the two
// to each other); the OpenAPI document and the isolation and fuzz tests walk this list.
import { aiConversationOperations } from "./ai-conversation";
import { apiKeyOperations } from "./api-key";
import { assemblyOperations } from "./assembly";
import { auditLogOperations } from "./audit-log";
import { authOperations } from "./auth";
import { bidInvitationOperations } from "./bid-invitation";
import { bidLevelingOperations } from "./bid-leveling";
import { bidPackageOperations } from "./bid-package";
import { bidPortalOperations } from "./bid-portal";
import { bidQuestionOperations } from "./bid-question";
import { bidderOperations } from "./bidder";
import { companiesOperations, companyOperations } from "./company";
import { comparisonOperations } from "./comparison";
import { costHistoryOperations } from "./cost-history";
import { costItemOperations } from "./cost-item";
import { dashboardOperations } from "./dashboard";
import { estimateOperations } from "./estimate";
import { estimateChildOperations } from "./estimate-child";
import { estimateExportOperations } from "./estimate-export";
import { estimateImportOperations } from "./estimate-import";
import { estimateLineOperations } from "./estimate-line";
import { estimateTemplateOperations } from "./estimate-template";
import { estimateVersionOperations } from "./estimate-version";
import { estimateViewOperations } from "./estimate-view";
import { mailOperations } from "./mail";
import { marketOperations } from "./market";
import { newsOperations } from "./news";
import type { Operation } from "./operation";
import { projectOperations } from "./project";
import { projectRecordOperations } from "./project-record";
import { realtimeOperations } from "./realtime";
import { referenceOperations } from "./reference-operations";
import { selfOperations } from "./self";
import { ssoOperations } from "./sso";
import { storageOperations } from "./storage";
import { systemOperations } from "./system";
import { takeoffOperations } from "./takeoff";
import { unitMixOperations } from "./unit-mix";
import { userOperations } from "./user";
import { webhookOperations } from "./webhook";

export const operations: readonly Operation[] = [
  ...Object.values(systemOperations),
  ...Object.values(apiKeyOperations),
  ...Object.values(webhookOperations),
  ...Object.values(authOperations),
  ...Object.values(ssoOperations),
  ...Object.values(selfOperations),
  ...Object.values(userOperations),
  ...Object.values(companyOperations),
  ...Object.values(companiesOperations),
  ...Object.values(newsOperations),
  ...Object.values(mailOperations),
  ...Object.values(auditLogOperations),
  ...Object.values(realtimeOperations),
  ...Object.values(storageOperations),
  ...Object.values(estimateOperations),
  ...Object.values(estimateLineOperations),
  ...Object.values(estimateChildOperations),
  ...Object.values(estimateViewOperations),
  ...Object.values(estimateExportOperations),
  ...Object.values(estimateVersionOperations),
  ...Object.values(estimateTemplateOperations),
  ...Object.values(estimateImportOperations),
  ...Object.values(unitMixOperations),
  ...Object.values(referenceOperations),
  ...Object.values(projectOperations),
  ...Object.values(projectRecordOperations),
  ...Object.values(takeoffOperations),
  ...Object.values(dashboardOperations),
  ...Object.values(marketOperations),
  ...Object.values(comparisonOperations),
  ...Object.values(aiConversationOperations),
  ...Object.values(bidderOperations),
  ...Object.values(bidPackageOperations),
  ...Object.values(bidInvitationOperations),
  ...Object.values(bidPortalOperations),
  ...Object.values(bidLevelingOperations),
  ...Object.values(bidQuestionOperations),
  ...Object.values(costItemOperations),
  ...Object.values(assemblyOperations),
  ...Object.values(costHistoryOperations),
];
