// Stands in for `server-only` in Jest, which runs server code outside React's server environment.
export {};
