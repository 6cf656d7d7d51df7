"use client";

import { X } from "lucide-react";
import { useState } from "react";
import Link from "@/components/ui/link";

/** A dismissible banner (spec 002 §4: dismissible, then hidden for the rest of the visit to this page). */
export function NoticeBanner({ text, href }: { text: string; href: string | null }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside aria-label="Notice" className="bg-accent text-accent-foreground">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {href ? <Link href={href} className="font-medium underline underline-offset-2">{text}</Link> : text}
        </p>
        <button type="button" onClick={() => setOpen(false)} className="rounded p-1 hover:bg-black/10" aria-label="Dismiss notice">
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
