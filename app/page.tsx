import Link from "next/link";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VerifyMemberForm } from "@/components/layout/verify-member-form";
import { buttonClasses } from "@/components/ui/button";
import { getSessionUser } from "@/lib/auth/session";

const features = [
  {
    title: "Courses & e-learning",
    text: "From your first open-water course to instructor level: study the modules online, take the quizzes, and finish the skills in the water with your instructor.",
  },
  {
    title: "A dive log that counts",
    text: "Log every dive on the web or in the app, even offline. Your instructor signs the training dives, so your experience is on record.",
  },
  {
    title: "Certifications anyone can check",
    text: "Each certification comes with a digital card and a QR code. Dive centers worldwide can verify it in seconds.",
  },
  {
    title: "For dive professionals",
    text: "Instructors enrol students, follow their progress, sign skills and dive logs, and issue certifications from one place.",
  },
];

const finders = [
  { href: "/divers/check", title: "Check a diver", text: "By member ID, or by name and date of birth." },
  { href: "/instructors", title: "Find an instructor", text: "Active professionals by name, country or language." },
  { href: "/dive-centers", title: "Find a dive center", text: "Centers by name, country or city." },
];

export default async function HomePage() {
  const user = await getSessionUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={!!user} />
      <main id="main" className="flex-1">
        <section className="bg-gradient-to-b from-sky-800 to-sky-950 text-white">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">Dive training & certification</p>
              <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">Learn to dive. Log every dive. Carry your certification everywhere.</h1>
              <p className="mt-4 max-w-xl text-lg text-sky-100">
                DiveCert brings your courses, your dive log and your certifications together — on the web and in the app, recognised at dive centers
                around the world.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {user ? (
                  <Link href="/dashboard" className={buttonClasses("secondary", "lg")}>
                    Go to your dashboard
                  </Link>
                ) : (
                  <>
                    <Link href="/register" className={buttonClasses("secondary", "lg")}>
                      Create a free account
                    </Link>
                    <Link href="/login" className={buttonClasses("ghost", "lg", "text-white ring-1 ring-white/40 hover:bg-white/10")}>
                      Sign in
                    </Link>
                  </>
                )}
              </div>
            </div>
            <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6">
              <h2 className="text-lg font-semibold">Verify a diver</h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">Check who a diver is and which certifications are valid, with the member ID printed on their card.</p>
              <VerifyMemberForm />
            </div>
          </div>
        </section>

        <section aria-labelledby="find" className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
            <h2 id="find" className="text-xl font-bold tracking-tight text-slate-900">
              Look someone up
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-3">
              {finders.map((f) => (
                <li key={f.href}>
                  <Link href={f.href} className="block h-full rounded-2xl border border-slate-200 p-5 hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600">
                    <span className="font-semibold text-sky-800">{f.title} →</span>
                    <span className="mt-1 block text-sm text-slate-600">{f.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="features" className="text-2xl font-bold tracking-tight text-slate-900">
            Everything a diver needs, in one account
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {features.map((f) => (
              <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="border-t border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Already have an account?</h2>
              <p className="text-sm text-slate-600">
                Sign in to continue your training.{" "}
                <Link href="/forgot-password" className="text-sky-800 underline hover:text-sky-950">
                  Forgot your password?
                </Link>
              </p>
            </div>
            <Link href={user ? "/dashboard" : "/login"} className={buttonClasses("primary", "lg")}>
              {user ? "Open your dashboard" : "Sign in"}
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
