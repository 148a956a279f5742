import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { sendGuardianLinkAction, signFormAction } from "@/app/(account)/forms/actions";
import { FormSignedBadge, signedWhen } from "@/components/forms/form-signed-badge";
import { FormText } from "@/components/forms/form-text";
import { GuardianRequestForm } from "@/components/forms/guardian-request-form";
import { SignForm } from "@/components/forms/sign-form";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { formCodes } from "@/lib/forms/catalogue";
import { getForm } from "@/lib/forms/list-forms";

export const metadata: Metadata = { title: "Form" };

type Props = { params: Promise<{ code: string }> };

export default async function FormPage({ params }: Props) {
  const { code } = await params;
  const user = await requireSessionUser(`/forms/${code}`);
  if (!formCodes.includes(code)) notFound();
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <FormMessage kind="warning" title="Your forms are not available right now.">
        {refusal}
      </FormMessage>
    );
  }
  const form = await getForm(user.id, code);
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/forms" className="font-medium text-sky-800 underline hover:text-sky-950">
          ← All forms
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{form.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Version {form.version} · published {form.published_on} · {form.language.toUpperCase()}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FormSignedBadge form={form} />
          <a href={`/forms/${code}/pdf`} className={buttonClasses("secondary", "sm")} download>
            Download PDF
          </a>
        </div>
      </header>

      <Card>
        <FormText text={form.text} />
        <p className="mt-5 border-t border-slate-100 pt-3 font-mono text-[0.7rem] break-all text-slate-500">SHA-256 of this text: {form.text_sha256}</p>
      </Card>

      {form.signed ? (
        <FormMessage kind="success" title="Signed">
          {form.signed_by === "guardian" ? "Your guardian signed" : "You signed"} version {form.signed_version} on {signedWhen(form)}. The PDF includes the signature.
        </FormMessage>
      ) : form.can_sign ? (
        <Card title="Sign this form" description={form.signed_version !== null ? `You signed version ${form.signed_version}; this new version needs your signature again.` : "Type your full name exactly as it is on your account, then confirm."}>
          <SignForm
            action={signFormAction.bind(null, code)}
            nameField="full_name"
            nameLabel="Your full name"
            nameHint={`As on your account${user.name ? `: ${user.name}` : ""}.`}
            acceptLabel="I have read this form, I understand it, and I accept it."
          />
        </Card>
      ) : (
        <Card title="Your guardian signs this form" description="Divers under 18 cannot sign forms themselves. We e-mail your parent or guardian a link to read and sign it.">
          <GuardianRequestForm action={sendGuardianLinkAction.bind(null, code)} />
        </Card>
      )}
    </div>
  );
}
