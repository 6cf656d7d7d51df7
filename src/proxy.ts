import { NextResponse, type NextRequest } from "next/server";
import { config as platformConfig } from "@/server/config";
import { matchHost, normaliseHostname } from "@/server/tenancy/host";

/**
 * The one place a request's host is read. Site requests are rewritten to /s/{hostname}/..., where the site
 * layout resolves the site once; the bare platform host goes to /platform. Shared assets (/_next, /media)
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
    url.pathname = `/platform${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  const hostname = normaliseHostname(hostHeader);
  url.pathname = `/s/${hostname}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/|media/|api/health|favicon.ico|robots-platform.txt).*)"],
};
