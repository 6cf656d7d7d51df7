import { changeWatchlist } from "@/server/http/watchlist-change-route";

export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return changeWatchlist(request, (await params).host, "remove");
}
