import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a new set of results loads. */
export default function SearchLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">Loading results</p>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="mt-4 h-16 w-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <Skeleton className="h-96 w-full" />
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-80 w-full" />)}
        </div>
      </div>
    </div>
  );
}
