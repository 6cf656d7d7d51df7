import { NewLeadBadge } from "./new-lead-badge";
import { SignOutButton } from "./sign-out-button";

export interface ConsoleSection {
  href: string;
  label: string;
}

export interface PickerGroup {
  name: string;
  dealerships: Array<{ id: number; name: string }>;
}

/**
 * The signed-in console's header: its sections, the new-lead count, which of their dealerships the member is looking at
 * (the inbox filtered to one, a plain GET form), who is signed in and signing out.
 */
export function ConsoleHeader({ name, email, role, sections, groups }: { name: string; email: string; role: string; sections: ConsoleSection[]; groups: PickerGroup[] }) {
  const many = groups.reduce((n, g) => n + g.dealerships.length, 0) > 1;
  return (
    <div className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-6">
        {/* A phone scrolls the sections sideways; from 640 px they wrap onto a second line rather than run off the edge. */}
        <nav aria-label="Console" className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto sm:overflow-visible">
          <ul className="flex gap-1 text-sm sm:flex-wrap">
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
        {many ? (
          <form method="get" action="/console/leads" className="flex items-center gap-1.5 text-sm" aria-label="Choose a dealership">
            <label htmlFor="console-dealership" className="sr-only">
              Dealership
            </label>
            <select id="console-dealership" name="dealership" defaultValue="" className="h-9 max-w-[12rem] rounded-md border border-input bg-background px-2">
              <option value="">All my dealerships</option>
              {groups.map((g) =>
                groups.length > 1 ? (
                  <optgroup key={g.name} label={g.name}>
                    {g.dealerships.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </optgroup>
                ) : (
                  g.dealerships.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))
                ),
              )}
            </select>
            <button type="submit" className="btn btn-outline btn-sm">
              Show leads
            </button>
          </form>
        ) : null}
        <div className="ml-auto flex items-center gap-3 text-sm">
          <p className="text-right leading-tight">
            <span className="block font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground" title={email}>
              {role}
              <span className="sr-only"> · {email}</span>
            </span>
          </p>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
