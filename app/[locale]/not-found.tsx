import { RouteNotFound } from "@/components/errors/route-not-found";

// A notFound() in a public page (an unknown event, host or order), between the public header and footer.
export default function PublicNotFound() {
  return <RouteNotFound back="home" frame="card" />;
}
