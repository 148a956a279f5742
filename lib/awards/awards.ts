// Award cards: milestones of logged dives (every diver) and of certifications issued
// (professionals). Pure rules; lib/awards/list-award-cards.ts supplies the counts.

import type { z } from "zod";
import type { ZAwardCard } from "@/lib/awards/schema";

export const DIVE_THRESHOLDS = [100, 500, 1000, 5000] as const;
export const CERTIFICATION_THRESHOLDS = [100, 500, 1000, 5000] as const;

export type AwardKind = "dives" | "certifications";

export type AwardCard = z.input<typeof ZAwardCard>;

const names: Record<AwardKind, (n: number) => string> = {
  dives: (n) => `${n.toLocaleString("en-US")} Logged Dives`,
  certifications: (n) => `${n.toLocaleString("en-US")} Certifications Issued`,
};

export function awardCard(kind: AwardKind, threshold: number, count: number, earnedAt: string | null = null): AwardCard {
  const earned = count >= threshold;
  return {
    code: `${kind}_${threshold}`,
    name: names[kind](threshold),
    kind,
    threshold,
    count,
    earned,
    earned_at: earned ? earnedAt : null,
    progress: earned ? 100 : Math.min(99, Math.floor((count * 100) / threshold)),
  };
}
