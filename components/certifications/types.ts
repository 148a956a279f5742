import type { toCertification } from "@/lib/certifications/serializers";

/** A certification record (contract "Records"), as the services return it. */
export type CertificationRecord = ReturnType<typeof toCertification>;
