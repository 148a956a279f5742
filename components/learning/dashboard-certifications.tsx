import { formatDate, plural } from "@/components/learning/format";
import { Icon } from "@/components/learning/icons";
import type { CertificationView } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const SHOWN = 3;

/** The dashboard's certification summary: the count and the latest few. */
export async function DashboardCertifications({ certifications }: { certifications: Promise<CertificationView[]> }) {
  const all = await certifications;
  return (
    <Card
      title="Certifications"
      description={all.length ? `${plural(all.length, "valid certification")}.` : undefined}
      actions={
        <ButtonLink href="/certifications" variant="secondary" size="sm">
          View certifications
        </ButtonLink>
      }
    >
      {all.length ? (
        <ul className="space-y-3" aria-label="Latest certifications">
          {all.slice(0, SHOWN).map((c) => (
            <li key={c.id} className="flex items-start gap-3">
              <span className="mt-0.5 rounded-full bg-emerald-50 p-1.5 text-emerald-700">
                <Icon name="award" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{c.course.name}</p>
                <p className="text-sm text-slate-600">
                  {c.level_label} · <span className="font-mono">{c.number}</span> · issued {formatDate(c.issued_at)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No certifications yet. Complete a course and your certification appears here.</p>
      )}
      {all.length > SHOWN ? <p className="mt-3 text-sm text-slate-600">and {all.length - SHOWN} more.</p> : null}
    </Card>
  );
}
