import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default function Loading() {
  return <LogbookSkeleton tiles={0} rows={4} label="Loading your documents…" />;
}
