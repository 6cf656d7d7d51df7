import { Button } from "@/components/ui/button";
import { Input, fieldClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { InboxFilterBarView, InboxOption } from "@/view-models/console-inbox";

function Select({ name, label, options, value, all }: { name: string; label: string; options: InboxOption[]; value: string; all: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`inbox-${name}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select id={`inbox-${name}`} name={name} defaultValue={value} className={cn(fieldClassName, "h-10 py-2")}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Field({ name, label, value, type = "text", ...rest }: { name: string; label: string; value: string; type?: string } & React.ComponentProps<"input">) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`inbox-${name}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input id={`inbox-${name}`} name={name} type={type} defaultValue={value} {...rest} />
    </div>
  );
}

/**
 * The inbox's filters as a plain GET form: Apply puts them in the address (so a filtered view can be shared or
 * bookmarked) and works without JavaScript. Only the staff member's own sites, dealerships, locations and colleagues
 * are offered; a single site or dealership is not worth a select.
 */
export function InboxFilterBar({ filters }: { filters: InboxFilterBarView }) {
  const { values } = filters;
  return (
    <form method="get" action="/console/leads" role="search" aria-label="Filter leads" className="rounded-lg border bg-background p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <Field name="q" label="Search name, email, phone or message" value={values.q} type="search" maxLength={100} placeholder="e.g. Sarah or 0412 345 678" />
        </div>
        <Select name="status" label="Status" options={filters.statuses} value={values.status} all="Any status" />
        <Select name="kind" label="Enquiry type" options={filters.kinds} value={values.kind} all="Any type" />
        <Select name="assignee" label="Assigned to" options={filters.assignees} value={values.assignee} all="Anyone" />
        {filters.sites.length > 1 || values.site ? <Select name="site" label="Site" options={filters.sites} value={values.site} all="All sites" /> : null}
        {filters.dealerships.length > 1 || values.dealership ? (
          <Select name="dealership" label="Dealership" options={filters.dealerships} value={values.dealership} all="All dealerships" />
        ) : null}
        {filters.locations.length > 1 || values.location ? <Select name="location" label="Location" options={filters.locations} value={values.location} all="All locations" /> : null}
        <Field name="car" label="Car (stock number)" value={values.car} maxLength={40} />
        <Field name="from" label="Received from" value={values.from} type="date" />
        <Field name="to" label="Received to" value={values.to} type="date" />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">Apply</Button>
        <Button asChild variant="outline">
          <a href="/console/leads">Clear</a>
        </Button>
      </div>
    </form>
  );
}
