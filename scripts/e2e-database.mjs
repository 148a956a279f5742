// scripts/test-e2e.sh's database on a PostgreSQL server: `create <server url>` makes an empty
// database and prints its URL (the app's own start migrates and seeds it, as in production);
// `drop <database url>` removes it with whatever is still connected.
import { randomBytes } from "node:crypto";
import pg from "pg";

const [command, target] = process.argv.slice(2);
if (!target || (command !== "create" && command !== "drop")) {
  console.error("usage: node scripts/e2e-database.mjs create <server url> | drop <database url>");
  process.exit(2);
}

const url = new URL(target);
if (command === "create") {
  const name = `divecert_e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: target });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  console.log(url.toString());
} else {
  const name = url.pathname.slice(1);
  if (!/^divecert_e2e_[0-9a-f]{12}$/.test(name)) {
    console.error(`refusing to drop ${name}: not a database this script made`);
    process.exit(2);
  }
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
