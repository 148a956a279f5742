"use client";

// Scaffold of the offline work's writes lane (decision 0049), replaced by that lane's component.
export function OfflineStatus(_props: { account: string }) {
  return null;
}
