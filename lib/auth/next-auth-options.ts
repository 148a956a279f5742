import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIpFrom } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { checkCredentials } from "@/lib/auth/login";
import { clientInfoFrom } from "@/lib/auth/security-events";
import { env } from "@/lib/env";
import { passkeyProvider } from "@/lib/auth/passkeys/next-auth-provider";

// Browser sessions: next-auth 4 with the credentials provider over the same accounts as the API,
// stored as a signed JWT cookie. Built on demand because env() must not run during `next build`.

declare module "next-auth" {
  interface Session {
    user: { id: number; role: "diver" | "admin"; email: string };
    /** Unix seconds of the sign-in; sessions older than the account's token cut-off end. */
    signedInAt: number;
  }
  interface User {
    role: "diver" | "admin";
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    role?: "diver" | "admin";
    signedInAt?: number;
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
        },
        async authorize(credentials, req) {
          const email = credentials?.email?.trim().toLowerCase() ?? "";
          const password = credentials?.password ?? "";
          if (!email || !password) return null;
          try {
            const user = await checkCredentials(email, password, clientInfoFrom(ipOf(req?.headers), header(req?.headers, "user-agent")));
            return { id: String(user.id), email: user.email, role: user.role };
          } catch (e) {
            // "Invalid credentials." and the rate-limit message reach the sign-in form as `error`.
            if (e instanceof AppError) throw new Error(e.message);
            throw e;
          }
        },
      }),
      passkeyProvider(),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.role = user.role;
          token.signedInAt = Math.floor(Date.now() / 1000);
        }
        return token;
      },
      async session({ session, token }) {
        session.user = { id: Number(token.uid ?? token.sub), role: token.role ?? "diver", email: token.email ?? "" };
        session.signedInAt = token.signedInAt ?? Number(token.iat ?? 0);
        return session;
      },
      async redirect({ url, baseUrl }) {
        // Only same-origin destinations (the ?next= of the login page).
        if (url.startsWith("/") && !url.startsWith("//")) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          // fall through
        }
        return `${baseUrl}/dashboard`;
      },
    },
  };
  return cached;
}
