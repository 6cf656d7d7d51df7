import { Button } from "@/components/ui/button";
import { Input, fieldClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { StockFilterBarView, StockOption } from "@/view-models/console-stock";

function Select({ name, label, options, value, all }: { name: string; label: string; options: StockOption[]; value: string; all?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`stock-${name}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select id={`stock-${name}`} name={name} defaultValue={value} className={cn(fieldClassName, "h-10 py-2")}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The stock table's filters and order as a plain GET form: Apply puts them in the address (a view to share or
 * bookmark) and works without JavaScript. A single dealership is not worth a select.
 */
export function StockFilterBar({ filters }: { filters: StockFilterBarView }) {
  const { values } = filters;
  return (
    <form method="get" action="/console/stock" role="search" aria-label="Filter stock" className="rounded-lg border bg-background p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-3 lg:col-span-2">
          <label htmlFor="stock-q" className="text-xs font-medium text-muted-foreground">
            Search stock number, VIN, rego, make, model or badge
          </label>
          <Input id="stock-q" name="q" type="search" defaultValue={values.q} maxLength={60} placeholder="e.g. 12345 or Ranger XLT" />
        </div>
        {filters.dealerships.length > 1 || values.dealership ? <Select name="dealership" label="Dealership" options={filters.dealerships} value={values.dealership} all="All dealerships" /> : null}
        <Select name="status" label="Status" options={filters.statuses} value={values.status} all="Any status" />
        <Select name="type" label="Condition" options={filters.types} value={values.type} all="New, used and demo" />
        <Select name="make" label="Make" options={filters.makes} value={values.make} all="Any make" />
        <Select name="sort" label="Sort by" options={filters.sorts} value={values.sort} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">Apply</Button>
        <Button asChild variant="outline">
          <a href="/console/stock">Clear</a>
        </Button>
      </div>
    </form>
  );
}
