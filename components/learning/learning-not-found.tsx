import { ButtonLink } from "@/components/ui/button";

/** A course log, module or exam that does not exist or belongs to someone else (the API's 404). */
export function LearningNotFound({ what, back }: { what: string; back: { href: string; label: string } }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">Not found</p>
      <h1 className="mt-1 text-xl font-bold text-slate-900">This {what} could not be found</h1>
      <p className="mt-1 max-w-md text-sm text-slate-600">The link may be mistyped, or the {what} belongs to another account.</p>
      <ButtonLink href={back.href} className="mt-5">
        {back.label}
      </ButtonLink>
    </div>
  );
}
