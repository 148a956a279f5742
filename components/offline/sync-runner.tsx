"use client";

// Scaffold of the offline work's queue lane (decision 0049), replaced by that lane's component.
export function SyncRunner(_props: { account: string }) {
  return null;
}
