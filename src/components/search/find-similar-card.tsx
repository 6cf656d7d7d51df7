import * as searchCheck from "lucide-react/icons/search-check";
import { DrawnIcon } from "@/components/ui/sprite-icon";
import type { FindSimilarDialogProps } from "./find-similar-dialog";
import { LeadDialogButton } from "./lead-dialog-button";

/** The call-to-action card among the results: ask the dealer to find a car like the ones searched for. */
export function FindSimilarCard(props: FindSimilarDialogProps) {
  return (
    <div className="flex h-full flex-col justify-between gap-4 rounded-lg border-2 border-dashed border-primary/40 bg-muted/60 p-6 text-foreground">
      <div>
        <DrawnIcon icon={searchCheck} className="size-8 text-primary" />
        <h3 className="mt-4 text-xl font-bold">Can&apos;t find what you&apos;re looking for?</h3>
        <p className="mt-2 text-muted-foreground">
          Tell us what you&apos;re after. We&apos;ll search our stock and what&apos;s arriving, and let you know as soon as we find a match.
        </p>
      </div>
      <LeadDialogButton {...props} />
    </div>
  );
}
