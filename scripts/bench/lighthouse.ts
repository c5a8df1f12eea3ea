// `npm run bench -- --lighthouse`: Lighthouse's default (mobile: a mid-range phone, simulated slow
// 4G and 4× CPU slowdown) on the three public pages and /sign-in, in Debian's Chromium. Targets
// (issue 17): performance ≥ 95, accessibility 100. Each page is loaded once before it is measured,
// so a cached public page is measured as a visitor finds it (from cache), not on its first render.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { judge, type Mode, type Row } from "./report";

const TARGET = { kind: "scores", performance: 95, accessibility: 100 } as const;

type Audited = {
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number | null;
  tbtMs: number | null;
  scriptKb: number;
  failedAccessibility: string[];
};

const ms = (value: number | null) => (value === null ? "—" : value.toFixed(0));

/** One row per page: the two scores against their targets, with LCP, TBT and the JavaScript sent. */
export async function measureLighthouse(pages: { title: string; url: string }[], mode: Mode): Promise<Row[]> {
  for (const page of pages) await (await fetch(page.url)).arrayBuffer();
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, "lighthouse-audit.mjs"), ...pages.map((page) => page.url)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error("Lighthouse failed (its output is above).");
  const audited = run.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Audited);
  return pages.map((page) => {
    const result = audited.find((entry) => entry.url === page.url);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}.`);
    const { performance, accessibility } = result;
    const failed = result.failedAccessibility.length ? `; failed: ${result.failedAccessibility.join(", ")}` : "";
    const measured = {
      route: `Lighthouse (mobile) ${page.title}`,
      scores: { performance, accessibility },
      note: `performance ${performance}, accessibility ${accessibility}; LCP ${ms(result.lcpMs)} ms, TBT ${ms(result.tbtMs)} ms, ${result.scriptKb.toFixed(0)} kB of JavaScript${failed}`,
    };
    console.log(`[bench] ${measured.route}: ${measured.note}`);
    return judge(measured, TARGET, mode);
  });
}
