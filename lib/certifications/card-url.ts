import type { Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";

// Shared by the certification records and the user resource (whose e_card is the card of the
// highest valid certification), kept free of other imports to avoid a cycle between the two.

export const cardUrlOf = (number: string) => `${env().appUrl}/cards/certifications/${encodeURIComponent(number)}.png`;

// Highest level first (the enum is declared in rank order), then the newest.
export const certificationOrder = [{ level: "desc" }, { issuedAt: "desc" }, { id: "desc" }] satisfies Prisma.CertificationOrderByWithRelationInput[];
