// One closing line over every tier: "N passed, N failed" (vitest JSON + Playwright JSON reports).
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ["unit", "integration-pglite", "integration-postgres", "ops"]) {
  const path = `test-results/${file}.json`;
  if (!existsSync(path)) continue;
  const r = JSON.parse(readFileSync(path, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
const pw = "test-results/playwright.json";
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
