import type { BadgeTone } from "@/components/admin/status-badge";

// Badge colours of the account and professional statuses.

export const accountTone = (status: string): BadgeTone =>
  status === "active" ? "success" : status === "pending" ? "info" : status === "suspended" ? "warning" : status === "closed" ? "neutral" : "danger";

export const proTone = (status: string): BadgeTone => (status === "active" ? "success" : status === "expired" ? "neutral" : "warning");
