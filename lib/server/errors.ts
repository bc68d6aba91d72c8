// Typed errors thrown by services; the route wrapper maps them to the one error envelope.
export type ErrorCode =
  | "bad_request"
  | "validation_error"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "gone"
  | "precondition_failed"
  | "precondition_required"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "internal_error";

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  precondition_failed: 412,
  precondition_required: 428,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
};

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export class ValidationError extends ApiError {
  constructor(errors: Record<string, string>, message = "Validation failed") {
    super("validation_error", message, errors);
  }
}
export class UnauthorizedError extends ApiError {
  constructor(message = "Authentication required") {
    super("unauthorized", message);
  }
}
export class ForbiddenError extends ApiError {
  constructor(message = "You do not have permission to do this") {
    super("forbidden", message);
  }
}
export class NotFoundError extends ApiError {
  constructor(message = "Not found") {
    super("not_found", message);
  }
}
export class ConflictError extends ApiError {
  constructor(message: string) {
    super("conflict", message);
  }
}
export class GoneError extends ApiError {
  constructor(message: string) {
    super("gone", message);
  }
}
export class PreconditionFailedError extends ApiError {
  constructor(message = "This record was changed by someone else. Reload to see the latest version.") {
    super("precondition_failed", message);
  }
}
export class PreconditionRequiredError extends ApiError {
  constructor(
    message = "This change must send If-Match with the ETag you last read, so that a change made meanwhile is not overwritten.",
  ) {
    super("precondition_required", message);
  }
}
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", message, undefined, { "Retry-After": String(retryAfterSeconds) });
  }
}
