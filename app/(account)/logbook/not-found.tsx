import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// A dive that does not exist, was deleted, or belongs to someone else.
export default function DiveNotFound() {
  return (
    <EmptyState
      title="This dive could not be found"
      description="The link may be mistyped, or the dive belongs to another account."
      action={<ButtonLink href="/logbook">Your dive log</ButtonLink>}
    />
  );
}
