/**
 * `npx tsx test/e2e/strip.ts OUT.png A.png B.png …`: screenshots side by side in one
 * image at full size, to look at several phone shots at once (a contact sheet's
 * thumbnails are too small to read text on). A helper for a person, not a test.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { launchBrowser } from "./browser.ts";

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) throw new Error("usage: strip.ts OUT.png FILE.png…");
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 400, height: 400 } });
  const html = `${resolve(out)}.html`;
  writeFileSync(html, `<body style="margin:0;display:flex;gap:8px;background:#777;width:max-content">${files.map((f) => `<img src="file://${resolve(f)}">`).join("")}</body>`);
  await page.goto(`file://${html}`);
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
