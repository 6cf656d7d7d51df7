"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import * as search from "lucide-react/icons/search";
import { DrawnIcon } from "@/components/ui/sprite-icon";
import { focusResultsNext } from "./results-heading";

const DEBOUNCE_MS = 300;

/**
 * The text search (placeholder 'Search...'): with JavaScript, results follow the typing 300 ms after the
 * last key and the query stays in the URL; without it, the surrounding form submits it.
 */
export function QueryInput({ path, defaultValue }: { path: string; defaultValue: string }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // With JavaScript, submitting the form (Apply, Enter, a new sort) is one client navigation to the form's
    // fields, and a typed search still waiting for its 300 ms does not follow it with a second one.
    const form = input.current?.form;
    if (!form) return;
    const submit = (event: SubmitEvent) => {
      clearTimeout(timer.current);
      event.preventDefault();
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim() !== "") params.append(key, key === "query" ? value.trim() : value);
      }
      const query = params.toString();
      // A search the shopper submitted: its results take focus (the typed search below leaves it in the box).
      focusResultsNext();
      startTransition(() => router.push(query ? `${path}?${query}` : path, { scroll: false }));
    };
    form.addEventListener("submit", submit);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("submit", submit);
    };
  }, [path, router]);
  return (
    <span className="relative block">
      <DrawnIcon icon={search} className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        ref={input}
        type="search"
        name="query"
        defaultValue={defaultValue}
        placeholder="Search..."
        maxLength={200}
        aria-busy={pending || undefined}
        className="h-10 w-full rounded-md border border-input bg-background pr-2 pl-8 text-sm"
        onChange={(event) => {
          const value = event.currentTarget.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            const params = new URLSearchParams(searchParams.toString());
            params.delete("page");
            if (value.trim()) params.set("query", value.trim());
            else params.delete("query");
            const query = params.toString();
            startTransition(() => router.replace(query ? `${path}?${query}` : path, { scroll: false }));
          }, DEBOUNCE_MS);
        }}
      />
    </span>
  );
}
