import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";

/** What an orders page shows instead of its content when the API would answer 403. */
export function Refused({ title, description, heading, refusal }: { title: string; description?: string; heading: string; refusal: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <FormMessage kind="warning" title={heading}>
        {refusal}
      </FormMessage>
    </>
  );
}
