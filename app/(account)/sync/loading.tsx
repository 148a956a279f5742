import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default function Loading() {
  return <LogbookSkeleton tiles={0} rows={3} label="Loading your devices and conflicts…" />;
}
