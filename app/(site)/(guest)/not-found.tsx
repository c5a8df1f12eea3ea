import { RouteNotFound } from "@/components/errors/route-not-found";

// A notFound() under the guest screens, in the auth screens' column.
export default function GuestNotFound() {
  return <RouteNotFound back="signIn" frame="plain" />;
}
