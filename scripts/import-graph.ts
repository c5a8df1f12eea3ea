// The import graph of the project's own modules, and its cycles: what `scripts/import-cycles.ts`
// reports (README, "Architecture"). Imports that exist at run time count (static, dynamic,
// re-exports, a bare `import "./x"`); type-only ones do not, nor packages — as ESLint's
// `import/no-cycle` counted them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** Generated code (Prisma's client) imports itself in ways that are not ours to change. */
const GENERATED = /^lib\/generated\//;

/** The project's source files, relative to `root`: tracked, or new and not ignored. */
export function projectFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => SOURCE.test(file) && !GENERATED.test(file) && fs.existsSync(path.join(root, file)));
}

const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The specifiers a module imports at run time (`import type`, or braces holding only types, are left out). */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (!clause?.name && bindings && ts.isNamedImports(bindings) && onlyTypes(bindings.elements));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typesOnly = node.isTypeOnly || (clause && ts.isNamedExports(clause) && onlyTypes(clause.elements));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project file a specifier names (relative, or `@/` for the root, as tsconfig's paths say), if any. */
function resolve(specifier: string, importer: string, files: Set<string>): string | undefined {
  let base: string;
  if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(importer), specifier);
  else if (specifier.startsWith("@/")) base = specifier.slice(2);
  else return undefined; // a package
  const withoutJs = base.replace(/\.[cm]?js$/, ""); // ESM style: "./x.js" names x.ts
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => withoutJs + extension),
    ...EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/** Each group of modules that import one another round in a circle (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

/** The import graph of `files` (relative to `root`), project files only. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const imports = runtimeImports(file, text).map((specifier) => resolve(specifier, file, known));
      return [file, [...new Set(imports.filter((target): target is string => !!target))]];
    }),
  );
}
