import fs from "node:fs";
import path from "node:path";

// Static reading of the catalogues and of the source, for the catalogue checks
// (lib/i18n/catalogue.test.ts). Nothing here runs in the app.

export type Flat = Map<string, string>;

export function flatten(node: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

const sourceRoots = ["app", "components", "lib"];
const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts");

function listSources(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(root, rel, out);
    else if (isSource(rel)) out.push(rel);
  }
  return out;
}

// `const t = useTranslations("ns")`, `await getTranslations({ locale, namespace: "ns" })`,
// `createTranslator({ ..., namespace: "ns" })`: a translator bound to a namespace.
const binding = /\b(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations|createTranslator|translatorFor)\(\s*(?:"([\w.]+)"|\{[^)]*?namespace:\s*"([\w.]+)"[^)]*?\}|[^)]*?,\s*"([\w.]+)")?\s*\)/g;
// A string literal, or the constant head of a template literal (`items.${x}` → "items.").
const literal = /"([\w.]+)"|'([\w.]+)'|`([\w.]*)(\$\{)?/g;

/**
 * The keys the source can reach, as full paths ("nav.items.dashboard") and as prefixes
 * ("nav.items." from t(`items.${key}`)). Inside a file that binds namespace N, every literal
 * that names a key of N counts: keys passed around as props or kept in tables are used too.
 */
export function usedKeys(root: string, keys: Set<string>): { exact: Set<string>; prefixes: Set<string> } {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of sourceRoots.flatMap((r) => listSources(root, r))) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const namespaces = new Set<string>([""]);
    for (const m of text.matchAll(binding)) namespaces.add(m[2] ?? m[3] ?? m[4] ?? "");
    // A page's field words, { namespace: "ns", fields: [...] } (lib/pages/action-errors.ts), read keys of ns.
    for (const m of text.matchAll(/\bnamespace:\s*"([\w.]+)"/g)) namespaces.add(m[1]!);
    // label("gender.male") and label(`gender.${code}`) read the labels namespace.
    if (/\blabel\(/.test(text)) namespaces.add("labels");
    // mailText(lang) hands out the translator of the mail namespace (lib/mail/templates.ts).
    if (/\bmailText\(/.test(text)) namespaces.add("mail");
    for (const m of text.matchAll(literal)) {
      const value = m[1] ?? m[2] ?? m[3] ?? "";
      const isPrefix = m[4] !== undefined;
      // Only a template head ending in a dot names a group of keys (`items.${x}`), not `t${x}`.
      if (!value || (isPrefix && !value.endsWith("."))) continue;
      for (const ns of namespaces) {
        const full = ns ? `${ns}.${value}` : value;
        if (isPrefix) prefixes.add(full);
        else if (keys.has(full)) exact.add(full);
      }
    }
  }
  return { exact, prefixes };
}

/** The text of every source file, for checks that look for words rather than keys. */
export function sourceText(root: string): string {
  return sourceRoots.flatMap((r) => listSources(root, r)).map((file) => fs.readFileSync(path.join(root, file), "utf8")).join("\n");
}
