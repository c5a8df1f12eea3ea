import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm run lint` is what keeps the layers (README, "Architecture") and the absence of import
// cycles true (ESLint's import/no-restricted-paths, and scripts/import-cycles.ts); this proves both
// catch a violation, so a config change cannot quietly drop them.
// Probe files are written into the real folders (the zones are paths) and removed afterwards.

const root = path.resolve(__dirname, "../..");
const eslintBin = path.join(root, "node_modules/eslint/bin/eslint.js");
const tsxBin = path.join(root, "node_modules/.bin/tsx");

type LintMessage = { ruleId: string | null; message: string };
type LintResult = { filePath: string; messages: LintMessage[] };

function lint(files: string[]): Map<string, string[]> {
  const run = spawnSync(process.execPath, [eslintBin, "--format", "json", "--no-warn-ignored", ...files], {
    cwd: root,
    encoding: "utf8",
  });
  const results = JSON.parse(run.stdout) as LintResult[];
  return new Map(
    results.map((result) => [
      path.relative(root, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}

describe("lint keeps the layers and forbids cycles", () => {
  const probe = `lint-probe-${process.pid}`;
  const files: Record<string, string> = {
    [`lib/${probe}/imports-components.ts`]:
      'import { themeClassesCss } from "@/components/providers/theme-classes";\nexport const css = themeClassesCss;\n',
    [`lib/${probe}/imports-seed.ts`]:
      'import { provisionDemoData } from "../../seed/demo/provision";\nexport const step = provisionDemoData;\n',
    [`lib/${probe}/cycle-a.ts`]: 'import { b } from "./cycle-b";\nexport const a = (): unknown => b;\n',
    [`lib/${probe}/cycle-b.ts`]: 'export const b = () => import("@/lib/' + probe + '/cycle-a");\n',
    [`lib/${probe}/fine.ts`]: 'import { escapeHtml } from "@/lib/text/html";\nexport const fine = escapeHtml("<");\n',
    [`components/${probe}.ts`]:
      'import { provisionDemoData } from "@/seed/demo/provision";\nexport const step = provisionDemoData;\n',
    [`seed/${probe}.ts`]:
      'import { themeClassesCss } from "@/components/providers/theme-classes";\nexport const css = themeClassesCss;\n',
  };

  beforeAll(() => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  });

  afterAll(() => {
    fs.rmSync(path.join(root, "lib", probe), { recursive: true, force: true });
    fs.rmSync(path.join(root, "components", `${probe}.ts`), { force: true });
    fs.rmSync(path.join(root, "seed", `${probe}.ts`), { force: true });
  });

  it("fails an upward import and passes a downward one", () => {
    const found = lint(Object.keys(files));
    expect(found.get(`lib/${probe}/imports-components.ts`)).toEqual(["import/no-restricted-paths"]);
    expect(found.get(`lib/${probe}/imports-seed.ts`)).toEqual(["import/no-restricted-paths"]);
    expect(found.get(`components/${probe}.ts`)).toEqual(["import/no-restricted-paths"]);
    expect(found.get(`seed/${probe}.ts`)).toEqual(["import/no-restricted-paths"]);
    expect(found.get(`lib/${probe}/fine.ts`)).toEqual([]);
  }, 60_000);

  it("fails a cycle (one side imports the other only when it runs), naming both files", () => {
    const run = spawnSync(tsxBin, ["scripts/import-cycles.ts"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`lib/${probe}/cycle-a.ts ↔ lib/${probe}/cycle-b.ts`);
    expect(run.stderr.match(/↔/g)).toHaveLength(1); // the project itself has none
  }, 60_000);
});
