// The closing lines of `npm test` over every tier's JSON report (vitest and Playwright):
//   Distinct: D tests (unit …, integration …, e2e …, ops …); integration runs: PGlite P, PostgreSQL Q
//   Total: N passed, M failed
// Distinct counts each test once, whatever ran it twice; Total counts runs (an integration test
// in tests/integration/engines/ runs on both engines and counts twice).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const read = (file) => {
  const p = path.join(root, "test-results", file);
  return existsSync(p) ? JSON.parse(readFileSync(p, "utf8")) : undefined;
};

let passed = 0;
let failed = 0;
let skipped = 0;

/** A vitest JSON report: the ids of its tests (file + full name) and its counts. */
function vitest(file) {
  const r = read(file);
  const ids = new Set();
  let runs = 0;
  if (!r) return { ids, runs };
  for (const suite of r.testResults ?? []) {
    const rel = path.relative(root, suite.name);
    for (const t of suite.assertionResults ?? []) {
      ids.add(`${rel} › ${t.fullName}`);
      if (t.status === "passed" || t.status === "failed") runs += 1;
    }
  }
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return { ids, runs };
}

const unit = vitest("unit.json");
const lite = vitest("integration-pglite.json");
const postgres = vitest("integration-postgres.json");
const ops = vitest("ops.json");
const integration = new Set([...lite.ids, ...postgres.ids]);

let e2e = 0;
const pw = read("playwright.json");
if (pw) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) e2e += (spec.tests ?? []).length;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of pw.suites ?? []) walk(suite);
  const s = pw.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}

const distinct = unit.ids.size + integration.size + e2e + ops.ids.size;
console.log(
  `\nDistinct: ${distinct} tests (unit ${unit.ids.size}, integration ${integration.size}, e2e ${e2e}, ops ${ops.ids.size}); ` +
    `integration runs: PGlite ${lite.runs}, PostgreSQL ${postgres.runs}`,
);
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
