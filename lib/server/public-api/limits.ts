// Requests per minute an API key may make when it names no limit of its own (API_KEY_RATE_LIMIT, default 120).
export function defaultKeyRateLimit(): number {
  const value = Number(process.env.API_KEY_RATE_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : 120;
}
