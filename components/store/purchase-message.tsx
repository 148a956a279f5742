import { FormMessage } from "@/components/ui/form-message";
import type { StoreFormState } from "@/components/store/types";

/** The answer of a purchase action: why the course cannot be bought, or what went wrong. */
export function PurchaseMessage({ state, id }: { state: StoreFormState; id?: string }) {
  if (state.status !== "error" || !state.message) return null;
  return (
    <FormMessage kind="error" title={state.message} id={id}>
      {state.reasons?.length ? (
        <ul className="list-disc space-y-1 pl-4">
          {state.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </FormMessage>
  );
}
