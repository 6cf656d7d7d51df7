"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useCompared } from "./compare-store";

/** /compare with no ids in the URL shows the cars picked in this browser, if any. */
export function CompareFromStorage() {
  const ids = useCompared();
  const router = useRouter();
  useEffect(() => {
    if (ids.length > 0) router.replace(`/compare?ids=${ids.join(",")}`);
  }, [ids, router]);
  return null;
}
