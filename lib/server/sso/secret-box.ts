// The companies' SSO client secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from
// SSO_ENCRYPTION_KEY, or from AUTH_SECRET when that is unset. Stored as base64url "iv.ciphertext.tag".
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

function key(): Buffer {
  const { SSO_ENCRYPTION_KEY, AUTH_SECRET } = env();
  return Buffer.from(
    hkdfSync("sha256", SSO_ENCRYPTION_KEY ?? AUTH_SECRET, "plinth-sso", "client-secret", 32),
  );
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url")).join(".");
}

/** The secret, or null when it was sealed under another key (the key changed) or was tampered with. */
export function openSecret(sealed: string): string | null {
  const [iv, body, tag] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
