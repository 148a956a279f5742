import type { RecordAction } from "@/components/forms/form-state";
import { SignForm } from "@/components/forms/sign-form";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";

/** The guardian types their own name and accepts; once signed the panel says so. */
export function GuardianSignPanel({ action, diverName, signed, signedAt }: { action: RecordAction; diverName: string; signed: boolean; signedAt: string | null }) {
  if (signed) {
    return (
      <FormMessage kind="success" title="This form is signed">
        This version was signed on {signedAt?.slice(0, 10)}. You can close this page.
      </FormMessage>
    );
  }
  return (
    <Card title="Sign as parent or guardian" description={`Type your own full name, as given when ${diverName} registered, and confirm.`}>
      <SignForm
        action={action}
        nameField="guardian_name"
        nameLabel="Your full name (parent or guardian)"
        nameHint="Your name, not the young diver's."
        acceptLabel={`I am the parent or legal guardian of ${diverName}. I have read this form and accept it on their behalf and on my own.`}
      />
    </Card>
  );
}
