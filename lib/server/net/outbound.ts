// Requests Plinth makes to addresses its users typed (an SSO issuer, a webhook endpoint). They must not reach
// the machine itself or the network behind it (SSRF): the URL must be https, and every address the host name
// resolves to must be public. The check runs inside the connection's own DNS lookup, so the address connected
// to is the address checked (a name that resolves to a public address once and a private one next cannot slip
// through). OUTBOUND_ALLOW_LOOPBACK=1 (development and tests only) also allows http:// and the loopback, for
// the OpenID provider and webhook receivers the tests run on 127.0.0.1; private, link-local and metadata
// addresses stay refused even then.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

export class OutboundRefused extends Error {}

const loopbackAllowed = () => ["1", "true"].includes(process.env.OUTBOUND_ALLOW_LOOPBACK ?? "");

function v4Parts(ip: string): number[] | null {
  const parts = ip.split(".").map(Number);
  return parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255) ? parts : null;
}

function isLoopback(ip: string): boolean {
  const v4 = v4Parts(ip.replace(/^::ffff:/i, ""));
  if (v4) return v4[0] === 127;
  return ip === "::1";
}

/** Whether an address is on the public internet: not loopback, private, link-local, metadata, or reserved. */
export function isPublicAddress(ip: string): boolean {
  const mapped = ip.toLowerCase().replace(/^::ffff:/, "");
  const v4 = v4Parts(mapped);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this host, private, loopback, multicast
    if (a === 169 && b === 254) return false; // link-local, cloud metadata (169.254.169.254)
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT (and 100.100.100.200 metadata)
    if (a === 192 && b === 0 && v4[2] === 0) return false;
    if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
    return true;
  }
  if (isIP(mapped) !== 6) return false;
  const first = Number.parseInt(mapped.split(":")[0] || "0", 16);
  if (mapped === "::" || mapped === "::1") return false;
  if ((first & 0xfe00) === 0xfc00) return false; // unique local (fd00:ec2::254 metadata)
  if ((first & 0xffc0) === 0xfe80) return false; // link-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (mapped.startsWith("64:ff9b:") || mapped.startsWith("::")) return false; // NAT64 / compatible forms
  return true;
}

function allowedAddress(ip: string): boolean {
  return isPublicAddress(ip) || (loopbackAllowed() && isLoopback(ip));
}

/** Why a URL may not be fetched, or null when its form is fine (addresses are checked when connecting). */
export function outboundUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "it is not a URL";
  }
  if (url.username || url.password) return "it carries a user name or password";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (url.protocol === "https:") {
    if (isIP(host) && !allowedAddress(host)) return "it points to an internal address";
    return null;
  }
  if (
    url.protocol === "http:" &&
    loopbackAllowed() &&
    (host === "localhost" || (isIP(host) && isLoopback(host)))
  )
    return null;
  return "it must use https://";
}

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as unknown as LookupAddress[];
    const refused = list.find((a) => !allowedAddress(a.address));
    if (refused || list.length === 0) {
      const why = new OutboundRefused(`${hostname} resolves to an internal address`);
      return callback(why as NodeJS.ErrnoException, "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

export type OutboundResponse = { status: number; text: string };

/**
 * One request to a user-supplied URL: no redirects followed, a time limit, an answer read up to `maxBytes`.
 * Throws OutboundRefused for a refused URL or address, and other errors when the host cannot be reached.
 */
export function outboundRequest(
  raw: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
    maxBytes?: number;
  } = {},
): Promise<OutboundResponse> {
  const problem = outboundUrlProblem(raw);
  if (problem) return Promise.reject(new OutboundRefused(`Refused ${raw}: ${problem}`));
  const url = new URL(raw);
  const client = url.protocol === "https:" ? https : http;
  const maxBytes = init.maxBytes ?? 1_000_000;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method ?? "GET",
        headers: init.headers,
        lookup: guardedLookup,
        timeout: init.timeoutMs ?? 5000,
        signal: AbortSignal.timeout(init.timeoutMs ?? 5000),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBytes) chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(init.body);
  });
}
