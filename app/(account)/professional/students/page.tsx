import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { pageRefusal } from "@/lib/auth/page-access";
import { Icon } from "@/components/certifications/icons";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { AccessRefused } from "@/components/professional/access-refused";
import { FilterTabs } from "@/components/professional/filter-tabs";
import { StudentList } from "@/components/professional/student-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { ZStudentsQuery } from "@/lib/learning/schema";
import { listStudents } from "@/lib/learning/students";

export const metadata: Metadata = { title: "Students" };

const PATH = "/professional/students";
const statuses = [
  { key: "all", label: "All" },
  { key: "active", label: "Active" },
  { key: "completed", label: "Completed" },
  { key: "expired", label: "Expired" },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const hrefOf = (status: string | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (status) q.set("status", status);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default async function StudentsPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return <AccessRefused title="Students" reason={refusal} />;

  const raw = await searchParams;
  // The API's own query schema; a bad value falls back to the first page of everyone.
  const parsed = ZStudentsQuery.safeParse({ status: first(raw.status), page: first(raw.page) ?? 1, per_page: 15 });
  const query = parsed.success ? parsed.data : ZStudentsQuery.parse({});
  const { status, ...page } = query;
  const result = await listStudents(user.id, status, page, new URL(PATH, env().appUrl), await pageLanguage());

  return (
    <>
      <PageHeader
        title="Students"
        description="Divers whose courses you teach. Open a student to sign skills and enable the final exam."
        action={<ButtonLink href={`${PATH}/enrol`}>Enrol a student</ButtonLink>}
      />
      <FilterTabs label="Filter students by status" active={status ?? "all"} tabs={statuses.map((s) => ({ ...s, href: hrefOf(s.key === "all" ? undefined : s.key) }))} />
      {result.data.length === 0 && result.total > 0 ? (
        <EmptyState title="Nothing on this page" action={<ButtonLink href={hrefOf(status)}>Go to the first page</ButtonLink>} />
      ) : result.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="users" />}
          title={status ? `No ${status} students` : "No students yet"}
          description="Enrol a diver in one of your courses, or buy a course for them in the store, and they appear here."
          action={<ButtonLink href={`${PATH}/enrol`}>Enrol a student</ButtonLink>}
        />
      ) : (
        <div className="space-y-4">
          <StudentList students={result.data} />
          <Pager page={result.current_page} lastPage={result.last_page} total={result.total} href={(n) => hrefOf(status, n)} label="Student pages" />
        </div>
      )}
    </>
  );
}
