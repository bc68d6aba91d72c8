import { type APIRequestContext, type Browser, expect, type Locator, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";
import { ProjectRecordPage } from "./pages/project-record-page";
import { Toasts } from "./pages/toasts";

// A TIFF attached to a record previews in the page: the browser cannot draw it in <img>, so the app decodes
// it onto a canvas. The file is made here, byte by byte: a baseline, uncompressed, 8-bit RGB TIFF.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

type Rgb = [number, number, number];

/** Little-endian ("II*\0") TIFF 6.0 baseline RGB: one strip, no compression, 72 dpi. */
function rgbTiff(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const [SHORT, LONG, RATIONAL] = [3, 4, 5];
  const tagCount = 12;
  const bitsAt = 8 + 2 + tagCount * 12 + 4;
  const xResAt = bitsAt + 6;
  const yResAt = xResAt + 8;
  const dataAt = yResAt + 8;
  const dataSize = width * height * 3;
  // [tag, type, count, value or offset], in ascending tag order as the format requires.
  const tags: [number, number, number, number][] = [
    [256, SHORT, 1, width], // ImageWidth
    [257, SHORT, 1, height], // ImageLength
    [258, SHORT, 3, bitsAt], // BitsPerSample 8,8,8
    [259, SHORT, 1, 1], // Compression: none
    [262, SHORT, 1, 2], // PhotometricInterpretation: RGB
    [273, LONG, 1, dataAt], // StripOffsets
    [277, SHORT, 1, 3], // SamplesPerPixel
    [278, SHORT, 1, height], // RowsPerStrip
    [279, LONG, 1, dataSize], // StripByteCounts
    [282, RATIONAL, 1, xResAt], // XResolution
    [283, RATIONAL, 1, yResAt], // YResolution
    [296, SHORT, 1, 2], // ResolutionUnit: inch
  ];
  const out = Buffer.alloc(dataAt + dataSize);
  out.write("II", 0, "latin1");
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(tags.length, 8);
  tags.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  out.writeUInt32LE(0, 10 + tags.length * 12); // no next IFD: one page
  for (let i = 0; i < 3; i++) out.writeUInt16LE(8, bitsAt + i * 2);
  for (const at of [xResAt, yResAt]) {
    out.writeUInt32LE(72, at);
    out.writeUInt32LE(1, at + 4);
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out.set(pixel(x, y), dataAt + (y * width + x) * 3);
  return out;
}

const red: Rgb = [214, 40, 40];
const blue: Rgb = [30, 90, 200];
/** A 4×4 red square, and a 120×80 "drawing": red left half, blue right half. */
const tinyTiff = () => rgbTiff(4, 4, () => red);
const splitTiff = () => rgbTiff(120, 80, (x) => (x < 60 ? red : blue));

async function recordByApi(request: APIRequestContext) {
  const res = await request.post("/api/v1/project", {
    data: {
      name: `E2E TIFF ${Date.now().toString(36)}`,
      state: "TX",
      record: {
        stage: "final",
        cost_basis_date: "2022-05-01",
        metrics: { gsf: 20_000 },
        costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 250_000_00 }],
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).record_uid as string;
}

/** The RGBA of one pixel of the preview canvas, read back from its 2D context. */
const pixelAt = (canvas: Locator, x: number, y: number) =>
  canvas.evaluate(
    (el: HTMLCanvasElement, [px, py]) => Array.from(el.getContext("2d")!.getImageData(px!, py!, 1, 1).data),
    [x, y],
  );

test("a TIFF uploads as image/tiff and its first page is drawn on a canvas", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await recordByApi(page.request);
  const record = new ProjectRecordPage(page);
  await record.open(uid);

  const tiff = tinyTiff();
  expect(tiff.subarray(0, 4)).toEqual(Buffer.from([0x49, 0x49, 0x2a, 0x00]));
  await record.upload([{ name: "scan.tif", mimeType: "image/tiff", buffer: tiff }]);
  // The preview appears once the file is registered (while uploading, only a progress line names it).
  const canvas = record.files.getByTestId("file-preview-tiff");
  await expect(canvas).toHaveAttribute("data-state", "ready");
  const saved = await (await page.request.get(`/api/v1/project-record/${uid}`)).json();
  expect(saved.files).toEqual([expect.objectContaining({ name: "scan.tif", content_type: "image/tiff" })]);
  await expect(canvas).toHaveAttribute("aria-label", "scan.tif");
  expect(await canvas.evaluate((el: HTMLCanvasElement) => [el.width, el.height])).toEqual([4, 4]);
  expect(await pixelAt(canvas, 2, 2)).toEqual([...red, 255]);
  await expect(record.files.getByText("This browser cannot show this image.")).toHaveCount(0);
  await expect(record.files.getByTestId("file-preview-image")).toHaveCount(0);
});

test("a larger TIFF keeps its pixels; a file that only claims to be a TIFF is refused", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await recordByApi(page.request);
  const record = new ProjectRecordPage(page);
  await record.open(uid);
  await record.upload([{ name: "elevation.tiff", mimeType: "image/tiff", buffer: splitTiff() }]);
  const canvas = record.files.getByTestId("file-preview-tiff");
  await expect(canvas).toHaveAttribute("data-state", "ready");
  expect(await pixelAt(canvas, 10, 40)).toEqual([...red, 255]);
  expect(await pixelAt(canvas, 110, 40)).toEqual([...blue, 255]);

  await record.upload([
    { name: "fake.tif", mimeType: "image/tiff", buffer: Buffer.from("<html>not a tiff") },
  ]);
  await expect(
    new Toasts(page).withText("An error occurred during upload: The file is not a valid TIFF file"),
  ).toBeVisible();
  const saved = await (await page.request.get(`/api/v1/project-record/${uid}`)).json();
  expect(saved.files.map((f: { name: string }) => f.name)).toEqual(["elevation.tiff"]);
});

async function shootPreview(browser: Browser, uid: string, width: number, theme: "light" | "dark") {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  await context.addInitScript((t) => {
    window.localStorage.setItem("theme", t);
    window.localStorage.setItem("dark-mode-promo-dismissed", "1");
  }, theme);
  try {
    const page = await context.newPage();
    await signInByApi(page, "editor@acme.test");
    const record = new ProjectRecordPage(page);
    await record.open(uid);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await expect(record.files.getByTestId("file-preview-tiff")).toHaveAttribute("data-state", "ready");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await record.files.scrollIntoViewIfNeeded();
    await screenshot(record.files, `tiff-preview-${width}-${theme}`);
  } finally {
    await context.close();
  }
}

test("the TIFF preview in light and dark, at 1280 px and on a phone (screenshots)", async ({
  browser,
  page,
}) => {
  test.skip(!takingScreenshots, screenshotsSkipReason);
  test.setTimeout(90_000);
  await signInByApi(page, "editor@acme.test");
  const uid = await recordByApi(page.request);
  await new ProjectRecordPage(page).open(uid);
  await new ProjectRecordPage(page).upload([
    { name: "elevation.tiff", mimeType: "image/tiff", buffer: splitTiff() },
  ]);
  await expect(page.getByTestId("file-preview-tiff")).toHaveAttribute("data-state", "ready");
  for (const width of [1280, 390])
    for (const theme of ["light", "dark"] as const) await shootPreview(browser, uid, width, theme);
});
