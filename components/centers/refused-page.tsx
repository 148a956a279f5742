import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";

/** A centers' page the caller may not see (its door's refusal): the page's title and why, in place of its content. */
export function RefusedPage({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <PageHeader title={title} />
      <FormMessage kind="warning">{reason}</FormMessage>
    </>
  );
}
