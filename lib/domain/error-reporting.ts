// What error reports may carry. Sentry's defaults collect cookies, headers, request bodies and local
// variables; here a report has the error, its stack and the route — no session cookies, no passwords
// from a change-password body, no customer cost data from a payload.
export const reportDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  genAI: { inputs: false, outputs: false },
  graphQL: { document: false, variables: false },
} as const;
