import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/browser/next-auth-options";

// Options are built per request (not at import) so that `next build` needs no settings.
type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Ctx): Promise<Response> {
  return NextAuth(req, ctx, getAuthOptions());
}

export { handler as GET, handler as POST };
