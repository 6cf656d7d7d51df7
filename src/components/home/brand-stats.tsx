/** The group's headline numbers (locations and brands counted, years as the dealer states them), value above label. */
export function BrandStats({ stats, className }: { stats: Array<{ value: string; label: string }>; className?: string }) {
  if (stats.length === 0) return null;
  return (
    <dl className={`grid grid-cols-3 gap-4 text-center ${className ?? ""}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
