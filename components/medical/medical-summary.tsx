import Link from "next/link";
import type { MedicalStatus } from "@/lib/medical/rules";

type Last = { outcome: string; submitted_at: string; valid_until: string } | null;

const day = (iso: string) => iso.slice(0, 10);

/** What the status means for the diver, the dates, and what to do next. */
export function MedicalSummary({ status, last }: { status: MedicalStatus; last: Last }) {
  const dates = last ? (
    <p className="text-sm text-slate-600">
      Answered on <time dateTime={last.submitted_at}>{day(last.submitted_at)}</time>, valid until <time dateTime={last.valid_until}>{day(last.valid_until)}</time>.
    </p>
  ) : null;
  if (status === "missing") {
    return <p className="text-sm text-slate-700">You have not answered the questionnaire yet. Your instructor can sign in-water skills only once you are cleared to dive.</p>;
  }
  if (status === "expired") {
    return (
      <div className="space-y-1">
        <p className="text-sm text-slate-700">Your answers are more than twelve months old. Please answer the questionnaire again below.</p>
        {dates}
      </div>
    );
  }
  if (status === "physician_approval_required") {
    return (
      <div className="space-y-3" data-testid="approval-required">
        <p className="text-sm text-slate-800">
          You answered “yes” to at least one question. That does not mean you cannot dive, but a physician must examine you and approve diving before any
          in-water training. Take the questionnaire to your doctor, ask for a written approval, and upload it: once DiveCert staff accept it, your status becomes
          “fit (physician approved)”.
        </p>
        <Link href="/documents?kind=medical_certificate" className="inline-flex min-h-10 items-center rounded-lg bg-sky-700 px-4 text-sm font-semibold text-white hover:bg-sky-800">
          Upload the physician’s approval
        </Link>
        {dates}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {status === "fit" ? "You answered “no” to every question: you are cleared to dive." : "A physician approved diving: you are cleared to dive."}
      </p>
      {dates}
    </div>
  );
}
