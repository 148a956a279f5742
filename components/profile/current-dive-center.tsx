import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";

/** The diver's dive center now, and the way to leave it. */
export function CurrentDiveCenter({ name, since, leave }: { name: string | null; since: string | null; leave: (form: FormData) => Promise<void> }) {
  return (
    <Card title="Your dive center">
      {name ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-base font-semibold text-slate-900">{name}</p>
            {since ? <p className="text-sm text-slate-600">Since {since}</p> : null}
          </div>
          <form action={leave}>
            <SubmitButton variant="secondary" pendingLabel="Leaving…" className="w-full sm:w-auto">
              Leave dive center
            </SubmitButton>
          </form>
        </div>
      ) : (
        <p className="text-sm text-slate-700">You are not linked to a dive center. Choose one below: it appears on your card and your certifications.</p>
      )}
    </Card>
  );
}
