import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { StarIcons } from "@/domain/reviews/reviews";
import { cn } from "@/lib/utils";

/** Five star icons for a rating (spec 002 §9 "Star icons capped at 4 plus a partial star"), read as 'Rated X out of 5'. */
export function Stars({ stars, rating, className }: { stars: StarIcons; rating: string; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("inline-flex items-center gap-0.5 text-amber-500", className)}>
      {Array.from({ length: stars.full }, (_, i) => (
        <SpriteIcon key={`f${i}`} name="star" className="size-4 fill-current" />
      ))}
      {stars.partial > 0 ? (
        <span aria-hidden className="relative inline-block size-4" data-partial={stars.partial}>
          <SpriteIcon name="star" className="absolute inset-0 size-4 opacity-40" />
          <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(stars.partial * 100)}%` }}>
            <SpriteIcon name="star" className="size-4 fill-current" />
          </span>
        </span>
      ) : null}
      {Array.from({ length: stars.empty }, (_, i) => (
        <SpriteIcon key={`e${i}`} name="star" className="size-4 opacity-40" />
      ))}
    </span>
  );
}
