import type { ReactNode } from "react";

/** A site page that is mostly one lead form: heading, a short intro, the form in a card, and an optional side note. */
export function FormPage({ title, intro, children, aside, id }: { title: string; intro: ReactNode; children: ReactNode; aside?: ReactNode; id?: string }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid content-start gap-4">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="max-w-2xl text-muted-foreground">{intro}</div>
        </header>
        <section id={id} aria-label={title} className="scroll-mt-24 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
          {children}
        </section>
      </div>
      {aside ? <aside className="grid content-start gap-3 text-sm">{aside}</aside> : null}
    </div>
  );
}
