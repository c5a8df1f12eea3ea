import { RouteNotFound } from "@/components/errors/route-not-found";

// A notFound() under the signed-in screens, in the auth screens' column.
export default function SignedInNotFound() {
  return <RouteNotFound back="dashboard" frame="plain" />;
}
