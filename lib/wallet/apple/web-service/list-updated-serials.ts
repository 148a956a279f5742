import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { signerFor } from "@/lib/wallet/apple/web-service/resolve-pass";
import { formatUpdateTag, parseUpdateTag } from "@/lib/wallet/apple/web-service/update-tag";

// GET /wallet/apple/v1/devices/{device}/registrations/{passType}?passesUpdatedSince=<tag>: the
// serial numbers of the device's registered passes whose certification changed after the tag
// (all of them without one), and the tag to send next time; null (204) when there are none.
// No token in Apple's protocol: the device library id, a random id only the device and we know,
// is what the answer is scoped to, and it reveals only certification numbers.

export type UpdatedSerials = { serialNumbers: string[]; lastUpdated: string };

export async function listUpdatedSerials(device: string, passType: string, passesUpdatedSince: string | undefined): Promise<UpdatedSerials | null> {
  await signerFor(passType);
  const since = parseUpdateTag(passesUpdatedSince);
  const micros = Prisma.sql`(extract(epoch FROM c.updated_at) * 1000000)::bigint`;
  const db = await getDb();
  const rows = await db.$queryRaw<{ number: string; micros: bigint }[]>`
    SELECT c.number, ${micros} AS micros
    FROM apple_wallet_registrations r
    JOIN certifications c ON c.id = r.certification_id
    WHERE r.device_library_id = ${device} AND r.pass_type_id = ${passType}
    ${since === null ? Prisma.empty : Prisma.sql`AND ${micros} > ${since.toString()}::bigint`}
    ORDER BY c.number`;
  if (rows.length === 0) return null;
  const newest = rows.reduce((max, r) => (BigInt(r.micros) > max ? BigInt(r.micros) : max), 0n);
  return { serialNumbers: rows.map((r) => r.number), lastUpdated: formatUpdateTag(newest) };
}
