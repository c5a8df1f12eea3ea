// Any /api/ path no handler claims: the specification's 404 "NOT FOUND", for every method.
function notFound() {
  return new Response("NOT FOUND", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
