import { ListSkeleton } from "@/components/professional/list-skeleton";

export default function Loading() {
  return <ListSkeleton />;
}
