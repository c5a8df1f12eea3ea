// Runs Lighthouse (mobile defaults) on the URLs given as arguments and prints one JSON line per
// page: the performance and accessibility scores, LCP, TBT and the JavaScript transferred.
// Plain Node on purpose: Lighthouse sends functions to the page as their source, and the bench's
// TypeScript loader (tsx) rewrites functions with a helper the page does not have.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const url of process.argv.slice(2)) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const numeric = (name) => lhr.audits[name]?.numericValue ?? null;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failedAccessibility = Object.values(lhr.audits)
      .filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
      .map((audit) => audit.id);
    console.log(
      JSON.stringify({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        scriptKb: scriptBytes / 1000,
        failedAccessibility,
      }),
    );
  }
} finally {
  chrome.kill();
}
