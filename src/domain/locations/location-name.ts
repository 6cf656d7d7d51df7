/**
 * A location's name: the dealership's name, the suburb when the name does not carry it, and the department
 * ('Sales', 'Service', 'Parts') unless the name already ends with that word (issue 15: never 'Beenleigh Car
 * Sales Sales').
 */
export type LocationDepartmentName = "Sales" | "Service" | "Parts";

export function locationName(dealershipName: string, suburb: string, department: LocationDepartmentName): string {
  const base = dealershipName.trim().replace(/\s+/g, " ");
  const where = base.toLowerCase().includes(suburb.trim().toLowerCase()) ? base : `${base} ${suburb.trim()}`;
  const last = where.split(" ").at(-1)?.toLowerCase();
  return last === department.toLowerCase() ? where : `${where} ${department}`;
}
