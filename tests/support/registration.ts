// A valid sign-up body (POST /api/v1/auth/register), for tests and benchmarks in any tier: no
// imports, so the ops tier and the bench scripts can use it without loading the app's modules.

export const PASSWORD = "Bubbles-2026";

export const registrationBody = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: "Anna",
  last_name: "Bianchi",
  dob: "1992-03-04",
  country: "IT",
  terms: true,
  gdpr: true,
  ...over,
});
