import { staffAuth } from "@/server/console/auth";

/** Staff sign-in, second factors, sessions and password resets: better-auth's own endpoints, under /console. */
export async function GET(request: Request): Promise<Response> {
  return (await staffAuth()).handler(request);
}

export async function POST(request: Request): Promise<Response> {
  return (await staffAuth()).handler(request);
}
