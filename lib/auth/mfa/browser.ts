// The browser's sign-in (next-auth credentials) carries the second step in its error string:
// `mfa_required:<mfa_token>:<method,method>`. Shared by the server (next-auth-options.ts) and the
// login form; nothing here may import server code.

const PREFIX = "mfa_required:";

export const mfaRequiredError = (mfaToken: string, methods: string[]) => `${PREFIX}${mfaToken}:${methods.join(",")}`;

export function parseMfaRequired(error: string | null | undefined): { mfaToken: string; methods: string[] } | undefined {
  if (!error?.startsWith(PREFIX)) return undefined;
  const [mfaToken = "", methods = ""] = error.slice(PREFIX.length).split(":");
  return mfaToken ? { mfaToken, methods: methods.split(",").filter(Boolean) } : undefined;
}
