import { NextResponse, type NextRequest } from "next/server";
import { config as platformConfig } from "@/server/config";
import { matchHost, normaliseHostname } from "@/server/tenancy/host";

/**
 * The one place a request's host is read. Site requests are rewritten to /s/{hostname}/..., where the site
 * layout resolves the site once; the bare platform host goes to /platform. Shared assets (/_next, /media)
 * and the health check are not rewritten.
 */
export function proxy(request: NextRequest) {
  const match = matchHost(request.headers.get("host"), platformConfig().PLATFORM_HOSTS);
  const url = request.nextUrl.clone();
  if (match.kind === "invalid") {
    return new NextResponse("Unknown host", { status: 404, headers: { "content-type": "text/plain" } });
  }
  if (match.kind === "platform") {
    url.pathname = `/platform${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  const hostname = normaliseHostname(request.headers.get("host"));
  url.pathname = `/s/${hostname}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/|media/|api/health|favicon.ico|robots-platform.txt).*)"],
};
