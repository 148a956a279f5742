import type { Metadata } from "next";
import Link from "next/link";
import { ResultPanel } from "@/components/layout/result-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Guardian consent", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The consent link sent to a minor's guardian redirects browsers here with ?result=.
export default async function GuardianConsentPage({ searchParams }: Props) {
  const raw = (await searchParams).result;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const result = value === "ok" ? "ok" : value === "expired" ? "expired" : "invalid";

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        {result === "ok" ? (
          <ResultPanel
            tone="ok"
            title="Thank you, your consent is recorded"
            actions={
              <Link href="/" className={buttonClasses("secondary")}>
                About DiveCert
              </Link>
            }
          >
            <p>The young diver you are responsible for can now enrol in courses. You can close this page.</p>
          </ResultPanel>
        ) : (
          <ResultPanel
            tone={result === "expired" ? "expired" : "invalid"}
            title={result === "expired" ? "This consent link has expired" : "This consent link is not valid"}
            actions={
              <Link href="/" className={buttonClasses("secondary")}>
                About DiveCert
              </Link>
            }
          >
            <p>
              {result === "expired"
                ? "Consent links work for 7 days."
                : "The link may be incomplete, or the guardian's e-mail address on the account has changed since it was sent."}
            </p>
            <p>Nothing was recorded. Please ask the diver or their dive center to contact DiveCert for a new link.</p>
          </ResultPanel>
        )}
      </Card>
    </div>
  );
}
