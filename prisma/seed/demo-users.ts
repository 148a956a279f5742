import { hashPassword } from "@/lib/auth/password";
import { dateOnly, todayUtc } from "@/lib/dates";
import type { Db } from "@/lib/db/client";

// The demo accounts of the contract's configuration table; all verified, one password.
export const DEMO_PASSWORD = "DiveCert!2026";

type Demo = {
  email: string;
  memberId: string;
  firstName: string;
  lastName: string;
  role: "diver" | "admin";
  country: string;
  dob: string;
  gender: "male" | "female";
  centerCountry?: string;
  professional?: boolean;
};

const demos: Demo[] = [
  { email: "diver@example.com", memberId: "IT26-104-512", firstName: "Giulia", lastName: "Marino", role: "diver", country: "IT", dob: "1994-05-17", gender: "female", centerCountry: "IT" },
  { email: "instructor@example.com", memberId: "ES11-482-907", firstName: "Carlos", lastName: "Navarro", role: "diver", country: "ES", dob: "1983-09-02", gender: "male", centerCountry: "ES", professional: true },
  { email: "admin@example.com", memberId: "XX00-000-001", firstName: "Ada", lastName: "Admin", role: "admin", country: "IT", dob: "1980-01-01", gender: "female" },
];

export async function seedDemoUsers(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayUtc();
  const now = new Date();
  for (const d of demos) {
    const center = d.centerCountry
      ? await db.diveCenter.findFirst({ where: { country: d.centerCountry, active: true }, orderBy: { id: "asc" }, select: { id: true, distributorId: true } })
      : null;
    const centerRow = center;
    const profile = {
      firstName: d.firstName,
      lastName: d.lastName,
      role: d.role,
      country: d.country,
      nationality: d.country,
      dob: dateOnly(d.dob),
      gender: d.gender,
      city: d.country === "IT" ? "Genova" : d.country === "ES" ? "Barcelona" : null,
      timezone: d.country === "ES" ? "Europe/Madrid" : "Europe/Rome",
      defaultLanguage: "en",
      emailVerifiedAt: now,
      termsAt: today,
      gdprAt: today,
      policyAcceptedAt: today,
      qualification: d.professional ? "Scuba Instructor" : null,
      qualificationLevel: d.professional ? ("professional" as const) : null,
      diveCenterId: center?.id ?? null,
      diveCenterDate: center ? today : null,
      distributorId: centerRow?.distributorId ?? null,
      distributorDate: centerRow?.distributorId ? today : null,
    };
    const user = await db.user.upsert({
      where: { email: d.email },
      update: {},
      create: { email: d.email, memberId: d.memberId, passwordHash, ...profile },
      select: { id: true },
    });
    if (d.professional) {
      const year = now.getUTCFullYear();
      await db.professionalMembership.upsert({
        where: { userId: user.id },
        update: {},
        create: {
          userId: user.id,
          jobCountry: d.country,
          status: "active",
          renewalDate: dateOnly(`${year}-01-15`),
          expireDate: dateOnly(`${year + 1}-01-31`),
        },
      });
    }
  }
  return demos.map((d) => ({ email: d.email, password: DEMO_PASSWORD, role: d.professional ? "instructor" : d.role }));
}
