import Link from "next/link";
import { formatDate } from "@/components/learning/format";
import { FormMessage } from "@/components/ui/form-message";

/** The read-only notice of an expired course log, shown on every one of its pages. */
export function ExpiredBanner({ expiresAt, door }: { expiresAt: string | null; door: "course" | "free_learning" }) {
  return (
    <FormMessage kind="warning" title={`This ${door === "course" ? "course" : "free learning"} expired on ${formatDate(expiresAt) ?? "its expiry date"}`} className="mb-6">
      It is read-only: you can review your progress and results, but quizzes
      {door === "course" ? ", the exam and skill confirmations" : ""} are closed.{" "}
      {door === "course" ? (
        <Link href="/store" className="font-semibold underline">
          Enrol again from the store
        </Link>
      ) : (
        <Link href="/learn" className="font-semibold underline">
          Enrol again from Free learning
        </Link>
      )}
      .
    </FormMessage>
  );
}
