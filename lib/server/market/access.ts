import { ForbiddenError } from "../errors";
import type { Scope } from "../scope";

export const marketHiddenMessage =
  "Market data is not enabled for this company. Ask your account manager to turn it on.";

/** Market data shows for companies that have it turned on, and for the provider's own company (staff). */
export function marketVisible(company: Scope["company"]): boolean {
  return company.isMarketDataVisible || company.isProvider;
}

/** Every market route asks this first: a company with market data hidden gets 403 with a clear message. */
export function assertMarketVisible(scope: Scope): void {
  if (!marketVisible(scope.company)) throw new ForbiddenError(marketHiddenMessage);
}
