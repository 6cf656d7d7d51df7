import { postLead } from "@/server/http/lead-route";

/**
 * POST /api/leads: every lead form of the site (see postLead). The platform's HTTP server answers this path itself
 * (src/server/http/node-server/direct-routes.ts); Next serves it only where no platform server stands in front.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return postLead(request, (await params).host);
}
