import { DiveTag, SkillStatus } from "@/components/professional/skill-status";
import { Card } from "@/components/ui/card";
import type { getCertificationExamResult, getCertificationQuizResults, getCertificationSkills } from "@/lib/certifications/certification-results";

type QuizRows = Awaited<ReturnType<typeof getCertificationQuizResults>>;
type ExamResult = Awaited<ReturnType<typeof getCertificationExamResult>>;
type Skills = Awaited<ReturnType<typeof getCertificationSkills>>;

const day = (iso: string) => iso.slice(0, 10);

function Passed({ passed }: { passed: boolean }) {
  return passed ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">Passed</span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">Not passed</span>
  );
}

export function CertificationQuizResults({ rows }: { rows: QuizRows }) {
  return (
    <Card title="Module quizzes" description="The best attempt of each module.">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">This course has no module quizzes.</p>
      ) : (
        <ol className="divide-y divide-slate-200" data-testid="certification-quizzes">
          {rows.map(({ module: m, result: r }) => (
            <li key={m.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <span className="text-slate-500">{m.position}.</span> {m.title}
                </p>
                <p className="text-xs text-slate-600">{r ? `Attempt ${r.attempt}: ${r.correct} of ${r.total} correct on ${day(r.submitted_at)}` : "No online quiz result."}</p>
              </div>
              {r ? (
                <div className="flex shrink-0 items-center gap-3">
                  <span className="text-sm font-semibold tabular-nums text-slate-900">{r.score}%</span>
                  <Passed passed={r.passed} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function CertificationExamResult({ result }: { result: ExamResult }) {
  return (
    <Card title="Final exam">
      {result ? (
        <div className="flex flex-wrap items-center justify-between gap-3" data-testid="certification-exam">
          <p className="text-sm text-slate-700">
            Best attempt ({result.attempt}): {result.correct} of {result.total} correct on {day(result.submitted_at)}.
          </p>
          <div className="flex items-center gap-3">
            <span className="text-lg font-semibold tabular-nums text-slate-900">{result.score}%</span>
            <Passed passed={result.passed} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="certification-exam">
          No online exam result: this certification was issued without an online exam.
        </p>
      )}
    </Card>
  );
}

export function CertificationSkills({ skills }: { skills: Skills }) {
  return (
    <Card title="Skills" description="Signed by the instructor, then confirmed by you.">
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skill records for this certification.</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="certification-skills">
          {skills.map((s) => (
            <li key={s.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{s.name}</span>
                {s.requires_dive ? <DiveTag /> : null}
              </div>
              <SkillStatus skill={s} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
