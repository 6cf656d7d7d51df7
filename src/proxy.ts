import { NextResponse, type NextRequest } from "next/server";
import { config as platformConfig } from "@/server/config";
import { matchHost, normaliseHostname } from "@/server/tenancy/host";

/** The console's addresses on the platform host: `/console` and below. */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/console" || pathname.startsWith("/console/");
}

/**
 * The one place a request's host is read. Site requests are rewritten to /s/{hostname}/..., where the site
 * layout resolves the site once; the bare platform host goes to /platform, but for the dealer console (/console),
 * which is served at its own path on the platform host only (a site host's /console is that site's 404). Shared assets (/_next, /media)
 * and the health check are not rewritten.
 */
export function proxy(request: NextRequest) {
  const hostHeader = request.headers.get("host");
  const match = matchHost(hostHeader, platformConfig().PLATFORM_HOSTS);
  const url = request.nextUrl.clone();
  if (match.kind === "invalid") {
    // Not a host name with a usable port (RFC 9112: a 400); never copied into a link.
    return new NextResponse("Bad request: invalid Host header\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (match.kind === "platform") {
    // The dealer console keeps its own path (its own route group and root layout); the rest is the platform's.
    if (isConsolePath(request.nextUrl.pathname)) return NextResponse.next();
    url.pathname = `/platform${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  const hostname = normaliseHostname(hostHeader);
  url.pathname = `/s/${hostname}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/|media/|api/health|api/openapi.json|favicon.ico|robots-platform.txt).*)"],
};
