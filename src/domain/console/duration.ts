/**
 * A response time as the console writes it: "45 min", "1 h 5 min", "26 h" (hours, not days: these are business
 * hours, and "1 day" would read as a calendar day).
 */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return "–";
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
