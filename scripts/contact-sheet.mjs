#!/usr/bin/env node
// Puts many screenshots on one page to look at them together:
//   node scripts/contact-sheet.mjs <folder> <name filter> <out.png> [columns] [width]
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [folder, filter, out, columns = "4", width = "1800"] = process.argv.slice(2);
const files = fs
  .readdirSync(folder)
  .filter((file) => file.includes(filter) && file.endsWith(".png"))
  .sort();
const cell = Math.floor(Number(width) / Number(columns)) - 8;
const html = `<body style="margin:0;display:flex;flex-wrap:wrap;gap:6px;background:#888">${files
  .map(
    (file) =>
      `<figure style="margin:0;width:${cell}px"><figcaption style="font:12px sans-serif">${file}</figcaption><img style="width:100%" src="file://${path.resolve(folder, file)}"></figure>`,
  )
  .join("")}</body>`;
const sheet = path.join(fs.mkdtempSync("/tmp/sheet-"), "sheet.html");
fs.writeFileSync(sheet, html);
const executablePath = fs.existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")
  ? process.env.CHROMIUM_PATH || "/usr/bin/chromium"
  : undefined;
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--allow-file-access-from-files"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`file://${sheet}`);
await page.waitForTimeout(700);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
