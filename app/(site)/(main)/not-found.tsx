import { RouteNotFound } from "@/components/errors/route-not-found";

// A notFound() in a page of the main group (an event that is not the account's), inside the shell.
export default function MainNotFound() {
  return <RouteNotFound back="dashboard" frame="card" />;
}
