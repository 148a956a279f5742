import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

/** What a learning page shows instead of its content when the API would refuse (403). */
export function LearningBlocked({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <FormMessage kind="warning" title="Your courses are not open for your account yet">
        {message}
      </FormMessage>
      <ButtonLink href="/dashboard" variant="secondary">
        Go to your dashboard
      </ButtonLink>
    </div>
  );
}
