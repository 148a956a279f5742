import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// A dive that does not exist or does not name this instructor.
export default function StudentDiveNotFound() {
  return (
    <EmptyState
      title="This dive could not be found"
      description="The link may be mistyped, or the dive does not name you as its instructor."
      action={<ButtonLink href="/professional/dive-logs">Dives to sign</ButtonLink>}
    />
  );
}
