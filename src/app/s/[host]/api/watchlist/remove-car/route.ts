import { changeWatchlist } from "@/server/services/watchlist-change";

export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return changeWatchlist(request, (await params).host, "remove");
}
