// Stands in for modules that only carry a build-time marker (server-only) in tests.
export {}
