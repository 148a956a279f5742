"use client";

// Scaffold of the offline work's service-worker lane (decision 0049), replaced by that lane's component.
export function OfflineKeeper(_props: { account: string }) {
  return null;
}
