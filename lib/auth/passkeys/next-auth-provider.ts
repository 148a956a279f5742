import CredentialsProvider from "next-auth/providers/credentials";
import { clientIpFrom } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { signInWithPasskey } from "@/lib/auth/passkeys/login-with-passkey";
import { ZPasskeyLogin } from "@/lib/auth/passkeys/schema";
import { clientInfoFrom } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

// The browser's passkey sign-in (decision 0025): a second next-auth credentials provider, id
// "passkey", that takes the assertion itself (JSON from @simplewebauthn/browser) and verifies it
// with the same service as POST /auth/passkeys/login/verify, so the session is a normal
// next-auth session. The challenge comes from the public options route.

const header = (headers: Record<string, unknown> | undefined, name: string) => {
  const v = headers?.[name];
  return typeof v === "string" ? v : undefined;
};

export function passkeyProvider() {
  return CredentialsProvider({
    id: "passkey",
    name: "Passkey",
    credentials: {
      response: { label: "Passkey assertion (JSON)", type: "text" },
      // The second step (decision 0024): the mfa_token the password step gave the form.
      mfa_token: { label: "Sign-in token", type: "text" },
    },
    async authorize(credentials, req) {
      let response: unknown;
      try {
        response = JSON.parse(credentials?.response ?? "");
      } catch {
        return null;
      }
      const parsed = ZPasskeyLogin.safeParse({ response, mfa_token: credentials?.mfa_token || undefined });
      if (!parsed.success) return null;
      const client = clientInfoFrom(clientIpFrom((name) => header(req?.headers, name)), header(req?.headers, "user-agent"));
      try {
        const done = await signInWithPasskey(parsed.data, client);
        const db = await getDb();
        const user = await db.user.findUniqueOrThrow({ where: { id: done.userId }, select: { id: true, email: true, role: true } });
        return { id: String(user.id), email: user.email, role: user.role };
      } catch (e) {
        // The form shows the service's words ("The passkey was not accepted.", the rate limit).
        if (e instanceof AppError) throw new Error(e.message);
        throw e;
      }
    },
  });
}
