import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { AuthPage } from "@/components/layout/auth-page";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { getSessionUser, safePath } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  const next = safePath(first(query.next)) ?? "/dashboard";
  if (await getSessionUser()) redirect(next);
  const error = first(query.error);
  const notice = first(query.signed_out)
    ? "You have been signed out."
    : first(query.reset)
      ? "Your password has been reset. Sign in with your new password."
      : undefined;

  return (
    <AuthPage title="Sign in to DiveCert" intro="Welcome back. Sign in to continue your training.">
      {notice ? <FormMessage kind="success" className="mb-4">{notice}</FormMessage> : null}
      <Card>
        <LoginForm next={next} initialError={error} defaultEmail={first(query.email) ?? ""} />
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to DiveCert?{" "}
        <Link href="/register" className="font-medium text-sky-800 underline hover:text-sky-950">
          Create an account
        </Link>
      </p>
    </AuthPage>
  );
}
