import { z } from "zod";

export const ZCertificationParams = z.object({ certification: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZMemberParams = z.object({ memberId: z.string().regex(/^[A-Z]{2}\d{2}-\d{3}-\d{3}$/) });
