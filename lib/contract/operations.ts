// Every operation of the API. A route file binds each one (tests/integration/contract.test.ts holds the two
// to each other); the OpenAPI document and the isolation and fuzz tests walk this list.
import { apiKeyOperations } from "./api-key";
import type { Operation } from "./operation";
import { projectOperations } from "./project";
import { projectRecordOperations } from "./project-record";
import { systemOperations } from "./system";

export const operations: readonly Operation[] = [
  ...Object.values(systemOperations),
  ...Object.values(apiKeyOperations),
  ...Object.values(projectOperations),
  ...Object.values(projectRecordOperations),
];
