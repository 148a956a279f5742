"use client";

import { useSyncExternalStore } from "react";
import { pageAccountKey } from "@/lib/offline/page-account";

// The account key the page was rendered for (its <meta name="divecert-account">), for client
// components that a page mounts without passing it: "" while rendering on the server and on
// pages outside the account area.

const never = () => () => {};

export function usePageAccount(): string {
  return useSyncExternalStore(
    never,
    () => pageAccountKey() ?? "",
    () => "",
  );
}
