import { FormMessage } from "@/components/ui/form-message";
import type { PurchaseData } from "@/components/store/types";
import type { FormState } from "@/lib/pages/form-state";

/** The answer of a purchase action: why the course cannot be bought, or what went wrong. */
export function PurchaseMessage({ state, id }: { state: FormState<PurchaseData>; id?: string }) {
  if (state.status !== "error" || !state.message) return null;
  return (
    <FormMessage kind="error" title={state.message} id={id}>
      {state.data?.reasons.length ? (
        <ul className="list-disc space-y-1 pl-4">
          {state.data.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </FormMessage>
  );
}
