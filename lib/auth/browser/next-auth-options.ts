import type { Role } from "@/generated/prisma/enums";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIpFrom } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { endBrowserSession, startBrowserSession } from "@/lib/auth/sessions/browser-session";
import { pageClient } from "@/lib/auth/browser/page-client";
import { passwordStep } from "@/lib/auth/login";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { createChallenge } from "@/lib/auth/mfa/challenge";
import { mfaRequiredError } from "@/lib/auth/mfa/browser";
import { completeWithCode } from "@/lib/auth/mfa/verify";
import { getDb } from "@/lib/db/client";
import { clientInfoFrom } from "@/lib/auth/security-events";
import { env } from "@/lib/env";
import { passkeyProvider } from "@/lib/auth/passkeys/next-auth-provider";

// Browser sessions: next-auth 4 with the credentials provider over the same accounts as the API,
// stored as a signed JWT cookie. Built on demand because env() must not run during `next build`.

declare module "next-auth" {
  interface Session {
    user: { id: number; role: Role; email: string };
    /** Unix seconds of the sign-in; sessions older than the account's token cut-off end. */
    signedInAt: number;
    /** The browser session's refresh family (decision 0026); ending it signs this browser out. */
    sessionId?: string;
  }
  interface User {
    role: Role;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    role?: Role;
    signedInAt?: number;
    sid?: string;
  }
}

const header = (headers: Record<string, unknown> | undefined, name: string) => {
  const v = headers?.[name];
  return typeof v === "string" ? v : undefined;
};

/** The client address as the API sees it. */
function ipOf(headers: Record<string, unknown> | undefined): string {
  return clientIpFrom((name) => header(headers, name));
}

/** The session's user once the second step is done. */
export async function sessionUser(userId: number) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, role: true } });
  return { id: String(user.id), email: user.email, role: user.role };
}

let cached: NextAuthOptions | undefined;

export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  cached = {
    secret: env().authSecret,
    session: { strategy: "jwt", maxAge: 7 * 24 * 3600 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "DiveCert",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          // The second step (decision 0024): the mfa_token of the first call and a code.
          mfa_token: { label: "Sign-in token", type: "text" },
          code: { label: "Code", type: "text" },
        },
        async authorize(credentials, req) {
          const client = clientInfoFrom(ipOf(req?.headers), header(req?.headers, "user-agent"));
          try {
            const mfaToken = credentials?.mfa_token ?? "";
            if (mfaToken) {
              const code = credentials?.code?.trim() ?? "";
              const done = await completeWithCode(mfaToken, code, client);
              return await sessionUser(done.userId);
            }
            const email = credentials?.email?.trim().toLowerCase() ?? "";
            const password = credentials?.password ?? "";
            if (!email || !password) return null;
            const { user, methods } = await passwordStep(email, password, client);
            if (methods.length) {
              // next-auth hands a thrown message to the form as `error`: the form asks for a code.
              const challenge = await createChallenge(user.id, methods, null, client);
              throw new Error(mfaRequiredError(challenge.mfa_token, challenge.methods));
            }
            return { id: String(user.id), email: user.email, role: user.role };
          } catch (e) {
            // "Invalid credentials.", "The code is invalid." and the rate-limit messages reach the sign-in form as `error`.
            if (e instanceof AppError) throw new Error(e.message);
            throw e;
          }
        },
      }),
      passkeyProvider(),
    ],
    events: {
      async signOut({ token }) {
        if (token?.sid) await endBrowserSession(token.sid);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.role = user.role;
          token.signedInAt = Math.floor(Date.now() / 1000);
          // Every browser sign-in (whatever the provider) is a session the account can see and end.
          token.sid = await startBrowserSession(Number(user.id), await pageClient());
        }
        return token;
      },
      async session({ session, token }) {
        session.user = { id: Number(token.uid ?? token.sub), role: token.role ?? "diver", email: token.email ?? "" };
        session.signedInAt = token.signedInAt ?? Number(token.iat ?? 0);
        session.sessionId = token.sid;
        return session;
      },
      async redirect({ url, baseUrl }) {
        // callbackUrl: a path, or (next-auth's default) an absolute URL of this app, whose path is
        // then checked as any other (lib/auth/safe-redirect.ts); anything else goes to the dashboard.
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeRedirectPath(path, "/dashboard")}`;
      },
    },
  };
  return cached;
}
