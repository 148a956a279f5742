// After the integration runs of `npm test`: every module that sends SQL of its own must have run
// on each engine through at least one file of tests/integration/engines/ (rule 2 of
// tests/support/engine-probe.ts). Reads the findings each test file wrote to
// test-results/engine-probe/<engine>/; exits 1 naming the modules that ran on one engine only.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const base = path.join(root, "test-results", "engine-probe");
const enginesFile = (file) => file.startsWith("tests/integration/engines/") || file.startsWith("lib/db/");

const findings = [];
for (const engine of ["pglite", "postgres"]) {
  const dir = path.join(base, engine);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) findings.push(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
}
if (findings.length === 0) {
  console.error("engine coverage: no findings in test-results/engine-probe (did the integration tests run?)");
  process.exit(1);
}

const users = new Map(); // module -> files that ran it (any engine)
for (const f of findings) for (const m of f.modules) users.set(m, (users.get(m) ?? new Set()).add(f.file));

const engines = [...new Set(findings.map((f) => f.engine))].sort();
let missing = 0;
for (const engine of engines) {
  const covered = new Set(findings.filter((f) => f.engine === engine && enginesFile(f.file)).flatMap((f) => f.modules));
  for (const [module, files] of [...users].sort()) {
    if (covered.has(module)) continue;
    missing += 1;
    console.error(
      `engine coverage: ${module} sends SQL of its own but no file of tests/integration/engines/ ran it on ${engine} ` +
        `(it ran in ${[...files].sort().join(", ")}): move one of those files there, or add an engines test for it.`,
    );
  }
}
const modules = users.size;
console.log(`Engine coverage: ${modules} modules with SQL of their own, each run on ${engines.join(" and ")} by tests/integration/engines/${missing ? `; ${missing} missing` : ""}`);
process.exit(missing ? 1 : 0);
