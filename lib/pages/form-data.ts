// A form as a schema's input: text fields by name; a name given several times (checkboxes, a
// multiple select) as a list of its values; files as they are. Next's own action fields are left out.

const own = (key: string) => !key.startsWith("$ACTION");

export function formInput(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...form.keys()].filter(own))) {
    const all = form.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** The text values as typed, to give back with a refusal (files and Next's fields left out). */
export function textValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && own(key)) out[key] = value;
  return out;
}

/** What of the typed values may go back to the browser: never a password (nobody refills one). */
export const withoutSecrets = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));

/** One text field ("" when absent or a file). */
export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** Every text value of a repeated field (checkboxes), [] when none is ticked. */
export const formList = (form: FormData, name: string): string[] => form.getAll(name).filter((v): v is string => typeof v === "string");
