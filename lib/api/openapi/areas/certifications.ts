import type { Operation } from "@/lib/api/openapi/types";
import { certificationList, described } from "@/lib/api/openapi/response-data";
import { ZMemberParams } from "@/lib/certifications/schema";

// /diver/certifications/* and the public /verify/{memberId}.

export const certificationOperations: Operation[] = [
  // ---- Diver certifications ----
  {
    method: "GET", path: "/api/v1/diver/certifications", tag: "Diver certifications", auth: "verified",
    summary: "List current certifications",
    response: { description: "The valid certifications.", data: certificationList },
  },
  {
    method: "GET", path: "/api/v1/diver/certifications/history", tag: "Diver certifications", auth: "verified",
    summary: "List every certification, superseded and revoked included",
    response: { description: "All certifications.", data: certificationList },
  },

  // ---- Verify ----
  {
    method: "GET", path: "/api/v1/verify/{memberId}", tag: "Verify", auth: "public",
    summary: "Verify a member's certifications",
    description: "Who the diver is and which certifications are valid, and nothing more. Rate limited per IP.",
    params: ZMemberParams, rateLimited: true,
    response: {
      description: "The member and their valid certifications.",
      data: described("`{ member_id, full_name, certifications: [{ number, name, level_label, iso_equivalent, issued_at, status }] }`", "PublicVerification"),
    },
  },
];
