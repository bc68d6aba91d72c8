import { type APIRequestContext, expect } from "@playwright/test";
import { putCurrent } from "./api-writes";

/** A small word-mark logo; SVG is stored unchanged, so what the header shows is exactly this. */
export const sampleLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="164" height="64" viewBox="0 0 164 64">
<rect x="0" y="4" width="56" height="56" rx="12" fill="#e05a14"/>
<path d="M14 46 L28 16 L42 46 Z" fill="#fff"/>
<text x="68" y="44" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="700" fill="#e05a14">ACME</text>
</svg>`;

/**
 * Gives the signed-in admin's company a logo through the same calls the settings page makes (signed
 * upload, then `PUT /company`). Returns a function that removes it again.
 */
export async function setCompanyLogo(request: APIRequestContext, svg = sampleLogoSvg) {
  const signature = await request.get("/api/v1/company/logo/upload-signature", {
    params: { fileType: "image/svg+xml", fileName: "acme-logo.svg", fileSize: Buffer.byteLength(svg) },
  });
  expect(signature.status()).toBe(200);
  const { signedUrl, publicUrl } = await signature.json();
  const upload = await request.put(signedUrl, { data: svg, headers: { "content-type": "image/svg+xml" } });
  expect(upload.ok()).toBe(true);
  const saved = await putCurrent(request, "/api/v1/company", { logo_url: publicUrl });
  expect(saved.status()).toBe(200);
  return async () => {
    await putCurrent(request, "/api/v1/company", { logo_url: null });
  };
}
