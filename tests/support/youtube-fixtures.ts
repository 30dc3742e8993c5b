// The fake YouTube's fixtures now live with the fake Google that serves them (fake-google/README.md).
export * from './fake-google/fixtures/public-videos'
