import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default function Loading() {
  return <LogbookSkeleton />;
}
