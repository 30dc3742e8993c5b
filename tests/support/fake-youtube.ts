import { startFakeGoogle, type FakeGoogle, type GoogleFault } from './fake-google'

/**
 * The fake YouTube is now part of the fake Google (fake-google/README.md): the same server answers
 * suggest, the Data API, oEmbed and the image hosts, and Google's sign-in and Analytics besides.
 * These names stay for the tests written before it.
 */
export type FakeYouTube = FakeGoogle
export type YouTubeFault = GoogleFault

export const startFakeYouTube = ({ port }: { port: number }): Promise<FakeYouTube> => startFakeGoogle({ port })

export { FAKE_YOUTUBE_ENV } from './fake-google'
export type { ApiError, ApiVideo, OEmbedResponse, SearchListResponse, VideoListResponse } from './fake-google'
