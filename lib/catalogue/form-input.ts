// What the staff pages' forms send, turned into the API's request shapes (the same zod schemas
// then check them). Empty inputs become undefined so the schema names the missing field.

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};
const int = (form: FormData, name: string) => {
  const v = str(form, name)?.trim();
  return v ? (Number.isFinite(Number(v)) ? Number(v) : v) : undefined;
};

/** The price is typed in dollars ("150" or "149.50") and sent in cents. */
export function centsOf(value: string | undefined): number | string | undefined {
  const v = value?.trim().replace(",", ".");
  if (!v) return undefined;
  return /^\d{1,7}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v;
}

export function courseFormInput(form: FormData) {
  const prerequisites = str(form, "prerequisites");
  return {
    code: str(form, "code"),
    name: str(form, "name"),
    level: str(form, "level") || undefined,
    price: centsOf(str(form, "price")),
    validity_months: int(form, "validity_months"),
    min_age: int(form, "min_age"),
    description: str(form, "description"),
    prerequisites: prerequisites === undefined ? undefined : prerequisites.split(/[\s,;]+/).filter(Boolean),
    iso_equivalent: str(form, "iso_equivalent")?.trim() || null,
  };
}

export function moduleFormInput(form: FormData) {
  return { title: str(form, "title"), content: str(form, "content"), pass_mark: int(form, "pass_mark") };
}

export function questionFormInput(form: FormData) {
  const texts = form.getAll("option_text").map(String);
  const correct = new Set(form.getAll("option_correct").map(String));
  return {
    text: str(form, "text"),
    type: str(form, "type"),
    options: texts.map((text, i) => ({ text, correct: correct.has(String(i)) })).filter((o) => o.text.trim() !== "" || o.correct),
  };
}

export function skillFormInput(form: FormData) {
  return { name: str(form, "name"), requires_dive: form.get("requires_dive") === "on" };
}
