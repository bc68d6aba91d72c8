import { describe, expect, it } from "vitest";
import { describeBar } from "@/components/dashboard/median-cpg-chart";
import { previewKind } from "@/components/project/record/file-preview";

describe("previewKind", () => {
  const file = (name: string, content_type: string, previewable = true) => ({
    name,
    content_type,
    previewable,
  });

  it("sends TIFFs to the canvas decoder, by type or by extension", () => {
    expect(previewKind(file("scan.tif", "image/tiff"))).toBe("tiff");
    expect(previewKind(file("SCAN.TIFF", "application/octet-stream", false))).toBe("tiff");
    expect(previewKind(file("scan", "image/tiff; charset=binary"))).toBe("tiff");
  });

  it("keeps PDFs in a frame, other images in <img>, and the rest as downloads", () => {
    expect(previewKind(file("plan.pdf", "application/pdf"))).toBe("pdf");
    expect(previewKind(file("photo.png", "image/png"))).toBe("image");
    expect(previewKind(file("budget.xlsx", "application/vnd.ms-excel", false))).toBeNull();
  });
});

describe("describeBar", () => {
  const bar = {
    key: "k",
    name: "Office › Mid-rise",
    medianCpgCents: 41_250,
    p25CpgCents: 35_000,
    p75CpgCents: 48_000,
  };

  it("says the median and the middle half in words", () => {
    expect(describeBar({ ...bar, count: 23 })).toBe(
      "Office › Mid-rise: median $413 per GSF, middle half $350 to $480, over 23 records",
    );
  });

  it("leaves out the range of a single record", () => {
    expect(describeBar({ ...bar, count: 1, p25CpgCents: 41_250, p75CpgCents: 41_250 })).toBe(
      "Office › Mid-rise: median $413 per GSF, over 1 record",
    );
  });
});
