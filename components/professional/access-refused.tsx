import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

/** What a professional page shows to anyone else (the API answers the same refusal with a 403). */
export function AccessRefused({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <PageHeader title={title} />
      <FormMessage kind="warning" title="403 · Access denied">
        <p>{reason}</p>
        <p className="mt-1">Professional pages open to instructors and above with an active professional membership.</p>
      </FormMessage>
      <ButtonLink href="/dashboard" variant="secondary" className="mt-4">
        Back to the dashboard
      </ButtonLink>
    </>
  );
}
