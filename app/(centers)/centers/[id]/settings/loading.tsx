import { CenterSkeleton } from "@/components/centers/center-skeleton";

export default function Loading() {
  return <CenterSkeleton what="settings" />;
}
