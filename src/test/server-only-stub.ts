// Vitest runs outside React's server environment; importing "server-only" there is fine.
export {};
