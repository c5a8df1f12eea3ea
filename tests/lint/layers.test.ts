import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm run lint` is what keeps the layers (README, "Architecture") true; this proves ESLint's
// import/no-restricted-paths catches a violation, so a config change cannot quietly drop it (the
// cycle check has its own tests, tests/lint/import-graph.test.ts). Probe files are written into the
// real folders (the zones are paths) and removed afterwards; their names are in ESLint's ignores, so
// that `npm run lint`, running beside Jest in `npm test`, never sees them — this test lints them
// with --no-ignore.

const root = path.resolve(__dirname, "../..");
const eslintBin = path.join(root, "node_modules/eslint/bin/eslint.js");

type LintMessage = { ruleId: string | null; message: string };
type LintResult = { filePath: string; messages: LintMessage[] };

function lint(files: string[]): Map<string, string[]> {
  const run = spawnSync(process.execPath, [eslintBin, "--format", "json", "--no-ignore", ...files], {
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

describe("lint keeps the layers", () => {
  const probe = `lint-probe-${process.pid}`;
  const files: Record<string, string> = {
    [`lib/${probe}/imports-components.ts`]:
      'import { themeClassesCss } from "@/components/providers/theme-classes";\nexport const css = themeClassesCss;\n',
    [`lib/${probe}/imports-seed.ts`]:
      'import { provisionDemoData } from "../../seed/demo/provision";\nexport const step = provisionDemoData;\n',
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
});
