import type { NextRequest } from "next/server";
import { iconResponse } from "@/lib/icons/response";

// One icon of the registry as an SVG image: /icons/feather/arrow-left.svg (lib/icons/response.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ namespace: string; name: string }> }) {
  const { namespace, name } = await params;
  return iconResponse(namespace, name, request.headers.get("if-none-match"));
}
