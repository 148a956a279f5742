import type { Prisma } from "@/generated/prisma/client";
import { validationError, type FieldErrors } from "@/lib/api/errors";
import { isDivisionOf } from "@/lib/geo/divisions";

// What a dive center names must exist: its subdivision in its country (ISO 3166-2, lib/geo) and
// its distributor. Checked inside the writing transaction, all at once (one 422 lists them all).

type Refs = {
  country: string;
  stateCode: string | null;
  distributorId: number | null;
  /** Only a newly chosen distributor must be active; a center keeps the one it has. */
  distributorChanged: boolean;
};

/** The subdivision in its stored form (`IT-RM`), after checking both references. */
export async function checkDiveCenterReferences(tx: Prisma.TransactionClient, refs: Refs): Promise<{ stateCode: string | null }> {
  const errors: FieldErrors = {};
  let stateCode: string | null = null;
  if (refs.stateCode) {
    if (isDivisionOf(refs.country, refs.stateCode)) {
      stateCode = refs.stateCode.includes("-") ? refs.stateCode : `${refs.country}-${refs.stateCode}`;
    } else {
      errors.state_code = [`The state code must be an ISO 3166-2 subdivision of ${refs.country} (e.g. ${refs.country}-XX), or empty.`];
    }
  }
  if (refs.distributorId !== null && refs.distributorChanged) {
    const distributor = await tx.distributor.findUnique({ where: { id: refs.distributorId }, select: { active: true } });
    if (!distributor) errors.distributor_id = ["The selected distributor does not exist."];
    else if (!distributor.active) errors.distributor_id = ["The selected distributor is deactivated."];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { stateCode };
}
