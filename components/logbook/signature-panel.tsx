import { showDateTime } from "@/components/logbook/format";
import { signatureState } from "@/components/logbook/signature-badge";
import { Card } from "@/components/ui/card";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

/** Who signed the dive and when, or who it waits for; and whether it changed after signing. */
export function SignaturePanel({ dive, instructor, viewer = "diver" }: { dive: DiveLogRecord; instructor: string | null; viewer?: "diver" | "instructor" }) {
  const state = signatureState(dive);
  return (
    <Card title="Signature" as="section">
      <div data-testid="signature-state" className="space-y-2 text-sm">
        {state === "none" ? (
          <p className="text-slate-700">
            No instructor is named, so nobody signs this dive.{viewer === "diver" ? " Edit the dive and give an instructor's member id to have it signed." : ""}
          </p>
        ) : null}
        {state === "pending" ? (
          <p className="text-amber-900">
            <strong className="font-semibold">Awaiting signature</strong> by {instructor ?? `instructor #${dive.instructor_id}`}.
            {viewer === "diver" ? " You can still change the dive until it is signed." : ""}
          </p>
        ) : null}
        {state === "signed" || state === "changed" ? (
          <>
            <p className="text-slate-800">
              <strong className="font-semibold text-emerald-800">Signed</strong> by {dive.verified_by ?? "the instructor"} on {showDateTime(dive.signed_at)}.
            </p>
            {state === "changed" ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
                <strong className="font-semibold">Content changed after signing.</strong> The stored dive no longer matches what the instructor signed, so
                the signature does not vouch for it.
              </p>
            ) : (
              <p className="text-slate-600">The signature matches the dive exactly as it is stored. A signed dive is locked and cannot be changed.</p>
            )}
          </>
        ) : null}
      </div>
    </Card>
  );
}
