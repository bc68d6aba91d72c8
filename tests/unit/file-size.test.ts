import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/domain/file-size";
import { isPreviewable, PREVIEWABLE_EXTENSIONS, PREVIEWABLE_MIME_TYPES } from "@/lib/domain/file-types";

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [500, "500 Bytes"],
    [1023, "1023 Bytes"],
    [KB, "1 KB"],
    [1536, "1.5 KB"],
    [1.5 * MB, "1.5 MB"],
    [MB, "1 MB"],
    [GB, "1 GB"],
    [TB, "1 TB"],
    [2.25 * TB, "2.25 TB"],
    [1234567, "1.18 MB"],
  ])("%s bytes → %j", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("stops at TB", () => {
    expect(formatFileSize(1024 * TB)).toBe("1024 TB");
  });

  it("honours the decimals argument, dropping trailing zeros", () => {
    expect(formatFileSize(1234567, 0)).toBe("1 MB");
    expect(formatFileSize(1234567, 1)).toBe("1.2 MB");
    expect(formatFileSize(1234567, 4)).toBe("1.1774 MB");
    expect(formatFileSize(1234567, -3)).toBe("1 MB");
  });

  it("moves up a unit when rounding reaches 1024", () => {
    expect(formatFileSize(MB - 1)).toBe("1 MB");
    expect(formatFileSize(KB - 0.001)).toBe("1 KB");
  });

  it("reads non-finite input as 0 Bytes and keeps the sign of a negative size", () => {
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe("0 Bytes");
    expect(formatFileSize(-1536)).toBe("-1.5 KB");
  });
});

describe("isPreviewable", () => {
  it("lists the eight previewable formats", () => {
    expect(PREVIEWABLE_MIME_TYPES).toEqual([
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/svg+xml",
      "image/webp",
      "image/tiff",
      "image/bmp",
      "application/pdf",
    ]);
    expect(PREVIEWABLE_EXTENSIONS).toEqual(
      expect.arrayContaining(["jpg", "jpeg", "png", "gif", "svg", "webp", "tif", "tiff", "bmp", "pdf"]),
    );
  });

  it.each([
    "image/jpeg",
    "IMAGE/PNG",
    "application/pdf; charset=binary",
    "image/jpg",
    "image/x-ms-bmp",
    "photo.JPEG",
    "plan.pdf",
    "scans/site.tiff",
    "logo.svg",
    ".webp",
    "https://cdn.example.com/company/logo.png?X-Amz-Signature=abc.def#top",
  ])("%j is previewable", (value) => {
    expect(isPreviewable(value)).toBe(true);
  });

  it.each([
    "",
    "text/csv",
    "application/vnd.ms-excel",
    "image/heic",
    "estimate.xlsx",
    "pdf",
    "archive.pdf.zip",
    "folder.pdf/readme",
    "https://example.com/download?file=plan.pdf",
  ])("%j is not previewable", (value) => {
    expect(isPreviewable(value)).toBe(false);
  });
});
