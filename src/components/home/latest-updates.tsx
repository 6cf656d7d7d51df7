import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, CarouselStatus } from "@/components/ui/carousel";
import type { SocialPostView } from "@/view-models/home-page";

/**
 * The 'Latest Updates' social feed (spec 002 §2 custom blocks): the dealer's posts as text cards in a carousel, moved
 * by its previous / next buttons or the arrow keys. Nothing of the social network is loaded; a post links out.
 */
export function LatestUpdates({ posts }: { posts: SocialPostView[] }) {
  return (
    <section aria-labelledby="home-latest-updates" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-latest-updates" className="mb-5 text-2xl font-bold tracking-tight">Latest Updates</h2>
      <Carousel opts={{ align: "start" }} aria-label="Latest Updates">
        <CarouselContent>
          {posts.map((post, index) => (
            <CarouselItem key={`${post.date}-${index}`} aria-label={`${index + 1} of ${posts.length}`} className="basis-full sm:basis-1/2 lg:basis-1/3">
              <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
                <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{post.network}</span>
                  <time dateTime={post.date}>{post.dateText}</time>
                </p>
                <p className="flex-1 whitespace-pre-line">{post.text}</p>
                {post.href ? (
                  <a href={post.href} rel="noopener noreferrer" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    View on {post.network}<span className="sr-only"> (post of {post.dateText})</span>
                  </a>
                ) : null}
              </article>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-4 flex items-center justify-end gap-2">
          <CarouselStatus className="mr-auto text-sm text-muted-foreground" />
          <CarouselPrevious className="static translate-none" />
          <CarouselNext className="static translate-none" />
        </div>
      </Carousel>
    </section>
  );
}
