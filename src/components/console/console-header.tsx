import { NewLeadBadge } from "./new-lead-badge";
import { SignOutButton } from "./sign-out-button";

export interface ConsoleSection {
  href: string;
  label: string;
}

/** The signed-in console's header: its sections, the new-lead count, who is signed in and signing out. */
export function ConsoleHeader({ name, email, role, sections }: { name: string; email: string; role: string; sections: ConsoleSection[] }) {
  return (
    <div className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-6">
        <nav aria-label="Console" className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto">
          <ul className="flex gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="inline-flex items-center gap-1.5 rounded px-2.5 py-2 font-medium whitespace-nowrap hover:bg-muted">
                  {section.label}
                  {section.href === "/console/leads" ? <NewLeadBadge /> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <p className="text-right leading-tight">
            <span className="block font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground">
              {role} · {email}
            </span>
          </p>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
