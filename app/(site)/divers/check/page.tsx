import type { Metadata } from "next";
import { checkDiver } from "@/app/(site)/divers/check/actions";
import { DiverCheckForm } from "@/components/search/diver-check-form";
import { SearchShell } from "@/components/search/search-shell";

export const metadata: Metadata = { title: "Check a diver · DiveCert", robots: { index: false } };

export default function DiverCheckPage() {
  return (
    <SearchShell
      active="/divers/check"
      title="Check a diver"
      description="Confirm who a diver is and what they are certified for. Enter the member ID from their card, or their first name, last name and date of birth exactly as registered."
    >
      <DiverCheckForm action={checkDiver} />
    </SearchShell>
  );
}
